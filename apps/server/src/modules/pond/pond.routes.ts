import { SIGNING_ORIGINALS, pondEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as svc from './pond.service';
import { applyMarginTake } from './pond-margin';

/** The pool page's grant: the pledgor's operator and director, the bank's client and product managers. */
const PAGE = { menu: '/my/asset-pool/index' } as const;
const PM = { role: ['ROLE_PRODUCT_MANAGER'] } as const;

/**
 * 资产池 (domain-lines.md §18.7). Reads are scoped by the service to the caller's corporation as pledgor or bank; the
 * applications check the operator's role in the engine; the director's 同意 is the generic approve over these originals.
 */
export const pondRoutes: readonly ApiRoute[] = [
  defineRoute(pondEndpoints.list, { access: PAGE, handler: ({ env, actor }) => svc.listPonds(env, actor) }),
  defineRoute(pondEndpoints.pending, { access: PAGE, handler: ({ env, actor }) => svc.pendingOfCaller(env, actor) }),
  defineRoute(pondEndpoints.detail, { access: PAGE, handler: ({ env, actor, params }) => svc.pondDetail(env, actor, params.pondNo) }),
  defineRoute(pondEndpoints.candidates, { access: PAGE, handler: ({ env, actor, params }) => svc.candidates(env, actor, params.pondNo) }),
  defineRoute(pondEndpoints.drawdown, { access: PAGE, handler: ({ env, actor, params, body }) => svc.applyDrawdown(env, actor, params.pondNo, body) }),
  defineRoute(pondEndpoints.poolIn, { access: PAGE, handler: ({ env, actor, params, body }) => svc.applyIn(env, actor, params.pondNo, body) }),
  defineRoute(pondEndpoints.poolOut, { access: PAGE, handler: ({ env, actor, params, body }) => svc.applyOut(env, actor, params.pondNo, body) }),
  defineRoute(pondEndpoints.repay, { access: PAGE, handler: ({ env, actor, params, body }) => svc.applyRepay(env, actor, params.pondNo, body) }),
  defineRoute(pondEndpoints.marginTake, { access: PAGE, handler: ({ env, actor, params, body }) => applyMarginTake(env, actor, params.pondNo, body) }),
  defineRoute(pondEndpoints.fiApprove, { access: PM, handler: ({ env, actor, params, body }) => svc.fiApprove(env, actor, params.appNo, body) }),
  defineRoute(pondEndpoints.fiReject, { access: PM, handler: ({ env, actor, params, body }) => svc.fiReject(env, actor, params.appNo, body.comment) }),
  defineRoute(SIGNING_ORIGINALS.POND_IN.endpoint, { access: PAGE, handler: ({ env, actor, body }) => svc.pondOriginal(env, actor, body.ids, 'POND_IN') }),
  defineRoute(SIGNING_ORIGINALS.POND_DRAWDOWN.endpoint, {
    access: PAGE,
    handler: ({ env, actor, body }) => svc.pondOriginal(env, actor, body.ids, 'POND_DRAWDOWN'),
  }),
  defineRoute(SIGNING_ORIGINALS.POND_REPAY.endpoint, {
    access: PAGE,
    handler: ({ env, actor, params }) => svc.pondOriginal(env, actor, [params.id], 'POND_REPAY'),
  }),
];
