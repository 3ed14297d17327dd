import { discountMaturityEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { repayAdvance, signAdvanceRepay } from './bill-advance.service';
import { listMaturities } from './bill-maturity.service';

/** 到期付款查询 (domain-lines.md §20.6): the core's operator, director and query roles, each its own corporation's packages. */
export const billMaturityRoutes: readonly ApiRoute[] = [
  defineRoute(discountMaturityEndpoints.maturities, {
    access: { menu: '/discount/core/maturity/query' },
    handler: ({ env, actor, body }) => listMaturities(env, actor, body),
  }),
  defineRoute(discountMaturityEndpoints.repayAdvance, {
    access: { menu: '/discount/core/maturity/query' },
    handler: ({ env, actor, params, body }) => repayAdvance(env, actor, params.packageNo, body),
  }),
  defineRoute(discountMaturityEndpoints.repayAdvanceSign, {
    access: { menu: '/discount/core/maturity/query' },
    handler: ({ env, actor, params, body }) => signAdvanceRepay(env, actor, params.packageNo, body),
  }),
];
