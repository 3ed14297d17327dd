import { SIGNING_ORIGINALS, discountApplyEndpoints as ep } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as svc from './discount-apply.service';

/** 贴现申请 (seller's operator), 贴现复核 (director), 贴现查询, 贴现审批 (bank), 买方付息确认 (drawer) and 票据详情. */
const APPLY = { menu: '/discount/chain/apply' } as const;
const APPROVE = { menu: '/discount/chain/approve' } as const;
const FI = { menu: '/discount/fi/discount-approve' } as const;
const CONFIRM = { menu: '/discount/core/interest/confirm' } as const;
const READ = {
  anyMenu: [
    '/discount/chain/query',
    '/discount/chain/apply',
    '/discount/chain/approve',
    '/discount/fi/discount-approve',
    '/discount/fi/query',
    '/discount/core/interest/confirm',
    '/discount/bill/detail',
  ],
} as const;

/**
 * 贴现 (domain-lines.md §20.4–§20.5). The seller director's 同意 and 退回 are the generic application calls over the
 * originals served here; the service checks each party (seller, bank, drawer) and the engine each step's role.
 */
export const discountApplyRoutes: readonly ApiRoute[] = [
  defineRoute(ep.holdings, { access: APPLY, handler: ({ env, actor }) => svc.holdings(env, actor) }),
  defineRoute(ep.trial, { access: APPLY, handler: ({ env, actor, body }) => svc.trial(env, actor, body) }),
  defineRoute(ep.apply, { access: APPLY, handler: ({ env, actor, body }) => svc.apply(env, actor, body) }),
  defineRoute(ep.list, { access: READ, handler: ({ env, actor, body }) => svc.list(env, actor, body) }),
  defineRoute(ep.detail, { access: READ, handler: ({ env, actor, params }) => svc.discountDetail(env.db, actor, params.appNo) }),
  defineRoute(ep.revoke, { access: APPROVE, handler: ({ env, actor, params, body }) => svc.revoke(env, actor, params.appNo, body) }),
  defineRoute(ep.payerConfirm, { access: CONFIRM, handler: ({ env, actor, params, body }) => svc.payerConfirm(env, actor, params.appNo, body.comment) }),
  defineRoute(ep.payerSign, { access: CONFIRM, handler: ({ env, actor, params, body }) => svc.payerSign(env, actor, params.appNo, body) }),
  defineRoute(ep.payerRefuse, { access: CONFIRM, handler: ({ env, actor, params, body }) => svc.payerRefuse(env, actor, params.appNo, body.comment) }),
  defineRoute(ep.fiPass, { access: FI, handler: ({ env, actor, params, body }) => svc.fiPass(env, actor, params.appNo, body.comment) }),
  defineRoute(ep.fiReject, { access: FI, handler: ({ env, actor, params, body }) => svc.fiReject(env, actor, params.appNo, body.comment) }),
  defineRoute(ep.fiReceive, { access: FI, handler: ({ env, actor, params, body }) => svc.fiReceive(env, actor, params.appNo, body) }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BILL_SIGN.endpoint, {
    access: APPROVE,
    handler: ({ env, actor, body }) => svc.approveOriginal(env, actor, body.ids, 'DISCOUNT_BILL_SIGN'),
  }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BATCH_SIGN.endpoint, {
    access: APPROVE,
    handler: ({ env, actor, body }) => svc.approveOriginal(env, actor, body.ids, 'DISCOUNT_BATCH_SIGN'),
  }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BILL_RECEIVE.endpoint, {
    access: FI,
    handler: ({ env, actor, body }) => svc.approveOriginal(env, actor, body.ids, 'DISCOUNT_BILL_RECEIVE'),
  }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BATCH_RECEIVE.endpoint, {
    access: FI,
    handler: ({ env, actor, body }) => svc.approveOriginal(env, actor, body.ids, 'DISCOUNT_BATCH_RECEIVE'),
  }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BILL_REVOKE.endpoint, {
    access: APPROVE,
    handler: ({ env, actor, body }) => svc.revokeOriginal(env, actor, body.ids, 'DISCOUNT_BILL_REVOKE'),
  }),
  defineRoute(SIGNING_ORIGINALS.DISCOUNT_BATCH_REVOKE.endpoint, {
    access: APPROVE,
    handler: ({ env, actor, body }) => svc.revokeOriginal(env, actor, body.ids, 'DISCOUNT_BATCH_REVOKE'),
  }),
];

/** The numbers whose CONTRACT_SIGN original (买方付息确认书) this part serves: a discount application. */
export const DISCOUNT_APP_NO = /^(?:DSL|DSB)\d{14,}$/;
export const discountPayerOriginal = svc.payerOriginal;
