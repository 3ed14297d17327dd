import { blacklistEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { checkBlacklist } from './blacklist.service';

/** The blacklist check any logged-in business screen makes before an apply (spec §7, domain.md §4.7). */
export const blacklistRoutes: readonly ApiRoute[] = [
  defineRoute(blacklistEndpoints.check, { access: 'session', handler: ({ env, actor, params, body }) => checkBlacklist(env, actor, params, body) }),
];
