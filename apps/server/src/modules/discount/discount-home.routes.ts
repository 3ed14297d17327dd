import { discountHomeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { discountHome } from './discount-home.service';

/**
 * The roles with a home in the area (domain-lines.md §20.2). The request names the area (`/v1/discount/…`), so a
 * corporation that has not opened it is refused PRODUCT_NOT_OPEN first; the service then checks the caller's home of
 * the side asked is granted (403 otherwise), as the credit homes do.
 */
const HOMES = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;

/** 票据贴现's homes: the core's, the supplier's and the bank's figures, 待办 and next maturities. */
export const discountHomeRoutes: readonly ApiRoute[] = [
  defineRoute(discountHomeEndpoints.home, { access: HOMES, handler: ({ env, actor, body }) => discountHome(env, actor, body.side) }),
];
