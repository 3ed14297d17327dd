import { absReportEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as pooling from './abs-pooling.service';
import * as reports from './abs-reports.service';

/** The report centre's pages (the grant covers core staff and the factor's staff); the service scopes by corporation type. */
const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
/** 新增专项计划, 锁定, 入池 and 回款登记 are the factor's product manager's. */
const PM = { role: ['ROLE_PRODUCT_MANAGER'] } as const;

/** 供应链ABS report centre (domain-lines.md §18.6) and the factor's moves on it (§18.3). */
export const absReportRoutes: readonly ApiRoute[] = [
  defineRoute(absReportEndpoints.companyOverview, { access: READERS, handler: ({ env, actor, body }) => reports.companyOverview(env, actor, body) }),
  defineRoute(absReportEndpoints.memberOverview, { access: READERS, handler: ({ env, actor, body }) => reports.memberOverview(env, actor, body) }),
  defineRoute(absReportEndpoints.storageDetail, { access: READERS, handler: ({ env, actor, body }) => reports.storageDetail(env, actor, body) }),
  defineRoute(absReportEndpoints.productDetail, { access: READERS, handler: ({ env, actor, body }) => reports.productDetail(env, actor, body) }),
  defineRoute(absReportEndpoints.assetDetail, { access: READERS, handler: ({ env, actor, body }) => reports.assetDetail(env, actor, body) }),
  defineRoute(absReportEndpoints.createProduct, { access: PM, handler: ({ env, actor, body }) => pooling.createProduct(env, actor, body) }),
  defineRoute(absReportEndpoints.lockProduct, { access: PM, handler: ({ env, actor, params }) => pooling.lockProduct(env, actor, params.productCode) }),
  defineRoute(absReportEndpoints.pool, { access: PM, handler: ({ env, actor, body }) => pooling.pool(env, actor, body) }),
  defineRoute(absReportEndpoints.collect, {
    access: PM,
    handler: ({ env, actor, params, body }) => pooling.collect(env, actor, params.receivableNo, body),
  }),
];
