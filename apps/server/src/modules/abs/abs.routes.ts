import { setPoolTarget } from './abs-pool-target';
import { absEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as receivables from './abs-receivables.service';
import * as transfer from './abs-transfer.service';

/** 应付账款登记 is the core operator's page. */
const REGISTER = { menu: '/abs/core/issue/payable' } as const;
/** Reads and steps on a receivable are scoped by the service to the caller's corporation as debtor or creditor, and to its role. */
const STAFF = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY'] } as const;
const PARTY = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR'] } as const;
const OPERATOR = { role: ['ROLE_OPERATOR'] } as const;
const CM = { role: ['ROLE_CLIENT_MANAGER'] } as const;
const PM = { role: ['ROLE_PRODUCT_MANAGER'] } as const;
const FI = { role: ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;

/**
 * 供应链ABS (domain-lines.md §18.1–§18.4). The directors' approvals of APR and ABT are the generic
 * /v1/applications/{appNo}/approve over the CONTRACT_SIGN original (modules/contract-sign serves it by the number).
 */
export const absRoutes: readonly ApiRoute[] = [
  defineRoute(absEndpoints.register, { access: REGISTER, handler: ({ env, actor, body }) => receivables.registerPayables(env, actor, body) }),
  defineRoute(absEndpoints.payables, { access: STAFF, handler: ({ db, actor, body }) => receivables.listReceivables(db, actor, 'DEBTOR', body) }),
  defineRoute(absEndpoints.receivables, { access: STAFF, handler: ({ db, actor, body }) => receivables.listReceivables(db, actor, 'CREDITOR', body) }),
  defineRoute(absEndpoints.dispute, {
    access: PARTY,
    handler: ({ env, actor, params, body }) => receivables.dispute(env, actor, params.receivableNo, body.reason),
  }),
  defineRoute(absEndpoints.withdrawDispute, {
    access: PARTY,
    handler: ({ env, actor, params }) => receivables.withdrawDispute(env, actor, params.receivableNo),
  }),
  defineRoute(absEndpoints.voidDisputed, {
    access: PARTY,
    handler: ({ env, actor, params, body }) => receivables.voidDisputed(env, actor, params.receivableNo, body.reason),
  }),
  defineRoute(absEndpoints.cancelRequest, {
    access: PARTY,
    handler: ({ env, actor, params, body }) => receivables.requestCancel(env, actor, params.receivableNo, body.reason),
  }),
  defineRoute(absEndpoints.cancelDecision, {
    access: PARTY,
    handler: ({ env, actor, params, body }) => receivables.decideCancel(env, actor, params.receivableNo, body.agree, body.comment),
  }),
  defineRoute(absEndpoints.transferPreview, { access: OPERATOR, handler: ({ env, actor, body }) => transfer.previewTransfer(env, actor, body) }),
  defineRoute(absEndpoints.transferApply, { access: OPERATOR, handler: ({ env, actor, body }) => transfer.applyTransfer(env, actor, body) }),
  defineRoute(absEndpoints.fiPass, { access: CM, handler: ({ env, actor, params, body }) => transfer.fiPass(env, actor, params.appNo, body.comment) }),
  defineRoute(absEndpoints.fiReject, { access: FI, handler: ({ env, actor, params, body }) => transfer.fiReject(env, actor, params.appNo, body.comment) }),
  defineRoute(absEndpoints.poolTarget, {
    access: PM,
    handler: ({ env, actor, params, body }) => setPoolTarget(env, actor, params.appNo, body.productCode),
  }),
  defineRoute(absEndpoints.fiApprove, { access: PM, handler: ({ env, actor, params, body }) => transfer.fiApprove(env, actor, params.appNo, body) }),
];
