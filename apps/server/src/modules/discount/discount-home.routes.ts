import { discountHomeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { discountHome } from './discount-home.service';

/** Any of the area's homes (domain-lines.md §20.2); the service checks the one of the side asked is the caller's. */
const HOMES = {
  anyMenu: [
    '/discount/core/index/operator',
    '/discount/core/index/director',
    '/discount/core/index/query',
    '/discount/chain/index/operator',
    '/discount/chain/index/director',
    '/discount/chain/index/query',
    '/discount/fi/index',
  ],
} as const;

/** 票据贴现's homes: the core's, the supplier's and the bank's figures, 待办 and next maturities. */
export const discountHomeRoutes: readonly ApiRoute[] = [
  defineRoute(discountHomeEndpoints.home, { access: HOMES, handler: ({ env, actor, body }) => discountHome(env, actor, body.side) }),
];
