import { configEndpoints } from '@scf/api/contract';
import { PUBLIC_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { customerServiceConfig, pageConfig, platformConfig, platformParam, productConfig } from './config.service';

/** Platform, page, value, product and customer-service settings (spec §3, §7); the login page reads them first. */
export const configRoutes: readonly ApiRoute[] = [
  defineRoute(configEndpoints.platform, { ...PUBLIC_READ, handler: ({ db, body }) => platformConfig(db, body.configKey) }),
  defineRoute(configEndpoints.customerService, { ...PUBLIC_READ, handler: ({ db, body }) => customerServiceConfig(db, body.configKey) }),
  defineRoute(configEndpoints.page, { ...PUBLIC_READ, handler: ({ db }) => pageConfig(db) }),
  defineRoute(configEndpoints.value, { ...PUBLIC_READ, handler: ({ db }) => platformParam(db) }),
  defineRoute(configEndpoints.product, { ...PUBLIC_READ, handler: ({ db }) => productConfig(db) }),
];
