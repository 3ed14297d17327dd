import { SIGNING_ORIGINALS, babEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { babOriginal } from './bab-issue.originals';
import * as svc from './bab-issue.service';

const APPLY = { menu: '/discount/core/bab/apply' } as const;
const PARTIES = { anyMenu: ['/discount/core/bab/apply', '/discount/core/bab/approve', '/discount/core/bab/query', '/discount/fi/bab-approve'] } as const;
const SIGNERS = { anyMenu: ['/discount/core/bab/approve', '/discount/fi/bab-approve'] } as const;
const FI = { menu: '/discount/fi/bab-approve' } as const;
const CM = { role: ['ROLE_CLIENT_MANAGER'] } as const;
const PM = { role: ['ROLE_PRODUCT_MANAGER'] } as const;
const FI_STAFF = { role: ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;

/**
 * 银承出票 (domain-lines.md §20.3). The core director's 同意 / 退回 / 拒绝 are the generic application calls over the
 * originals served here; the bank's steps are its own calls. Reads are scoped by the service to the caller's
 * corporation as drawer or acceptor.
 */
export const babIssueRoutes: readonly ApiRoute[] = [
  defineRoute(babEndpoints.lines, { access: APPLY, handler: ({ env, actor }) => svc.babLines(env, actor) }),
  defineRoute(babEndpoints.payees, { access: APPLY, handler: ({ env, actor }) => svc.babPayees(env, actor) }),
  defineRoute(babEndpoints.apply, { access: APPLY, handler: ({ env, actor, body }) => svc.applyBab(env, actor, body) }),
  defineRoute(babEndpoints.list, { access: PARTIES, handler: ({ env, actor, body }) => svc.listBabs(env, actor, body) }),
  defineRoute(babEndpoints.detail, { access: PARTIES, handler: ({ env, actor, params }) => svc.babDetail(env, actor, params.appNo) }),
  defineRoute(babEndpoints.fiPass, { access: CM, handler: ({ env, actor, params, body }) => svc.fiPass(env, actor, params.appNo, body.comment) }),
  defineRoute(babEndpoints.fiReject, { access: FI_STAFF, handler: ({ env, actor, params, body }) => svc.fiReject(env, actor, params.appNo, body.comment) }),
  defineRoute(babEndpoints.fiApprove, { access: PM, handler: ({ env, actor, params, body }) => svc.fiApprove(env, actor, params.appNo, body) }),
  defineRoute(SIGNING_ORIGINALS.BAB_APPLY.endpoint, {
    access: SIGNERS,
    handler: ({ env, actor, params }) => babOriginal(env, actor, [params.id], 'BAB_APPLY'),
  }),
  defineRoute(SIGNING_ORIGINALS.BAB_ISSUE.endpoint, { access: SIGNERS, handler: ({ env, actor, body }) => babOriginal(env, actor, body.ids, 'BAB_ISSUE') }),
  defineRoute(SIGNING_ORIGINALS.BAB_APPROVE.endpoint, { access: FI, handler: ({ env, actor, params }) => babOriginal(env, actor, [params.id], 'BAB_APPROVE') }),
];
