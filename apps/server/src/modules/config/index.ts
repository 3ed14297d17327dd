// The config module: what other modules and the seed may use.
import type { ServerModule } from '../../platform/http/server-module';
import { configRoutes } from './config.routes';

export const configModule: ServerModule = { name: 'config', routes: configRoutes };
export { CONFIG_STORE_KEY } from './config-keys';
export { availableProduct, ledgerConfig, ledgerConfigOf, platformParam, productConfig } from './config.service';
export type { LedgerConfig } from './config.service';
export { bootData } from './boot-data';
