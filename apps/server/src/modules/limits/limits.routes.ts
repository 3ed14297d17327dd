import { SIGNING_ORIGINALS, limitEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { distributionOriginal, distribute, lineLedger, linesFor } from './limits.service';

/** Issuing lines and their distribution (domain.md §6, `/my/limit/*`): each call behind the page that makes it; a line's credits are the credits module's. */
export const limitRoutes: readonly ApiRoute[] = [
  defineRoute(limitEndpoints.lines, { access: { menu: '/my/limit/query' }, handler: ({ db, actor }) => linesFor(db, actor) }),
  defineRoute(limitEndpoints.lineLedger, {
    access: { menu: '/my/limit/detail' },
    handler: ({ db, actor, params, body }) => lineLedger(db, actor, params.lineId, body),
  }),
  defineRoute(limitEndpoints.distribute, { access: { menu: '/my/limit/distribute' }, handler: ({ env, actor, body }) => distribute(env, actor, body) }),
  // The group director signs the approval (额度分配审批); the approval itself is the generic /v1/applications/{appNo}/approve.
  defineRoute(SIGNING_ORIGINALS.PENDING_LIMIT.endpoint, {
    access: { menu: '/my/limit/approve' },
    handler: ({ env, actor, params }) => distributionOriginal(env, actor, params.id),
  }),
];
