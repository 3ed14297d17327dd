import { creditEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { creditHome } from './homes.service';

/** The role homes of the ledger products (domain.md §12): `/credit/…/index/…` and their `/voucher` twins. */
export const homeRoutes: readonly ApiRoute[] = [
  // The role's home page must be granted too (checked by the service for the asked side).
  defineRoute(creditEndpoints.home, {
    access: { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY'] },
    handler: ({ env, actor, body }) => creditHome(env.db, actor, body, env.businessDate),
  }),
];
