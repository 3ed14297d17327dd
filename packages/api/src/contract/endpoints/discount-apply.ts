import { get, post } from '../endpoint';
import { pageOf } from '../paging';
import { appNoSchema } from '../schemas/application';
import {
  discountApplyInputSchema,
  discountDetailSchema,
  discountHoldingsSchema,
  discountListQuerySchema,
  discountPassSchema,
  discountRefuseSchema,
  discountRowSchema,
  discountSignedSchema,
  discountTrialInputSchema,
  discountTrialSchema,
} from '../schemas/discount-apply';

const byApp = { appNo: appNoSchema };

/**
 * 贴现 (domain-lines.md §20.4–§20.5). The seller's director 同意 (DISCOUNT_BILL_SIGN for one bill, DISCOUNT_BATCH_SIGN
 * for several: `application.approveOriginal`) and 退回 with the generic `creditEndpoints.approve` / `return`; the operator
 * 撤销 a returned one with `creditEndpoints.cancel` (the ranges went back 持有中 at the return). Every other step is here.
 * Statuses: PENDING_REVIEW 待复核 → (卖方付息) PENDING_FI, (买方/协议付息) PENDING_PAYER → PENDING_FI; the bank's client
 * manager 审核通过 → PENDING_FINAL; its product manager 签收 → COMPLETED; 驳回 → FI_REJECTED; drawer's 拒绝 → CANCELLED;
 * 撤回 → REVOKED.
 */
export const discountApplyEndpoints = {
  /** 贴现申请's picker: the caller's packages with HELD ranges (可用金额, 锁定金额, quotes) and its settlement accounts. */
  holdings: get('/v1/discount/holdings', { response: discountHoldingsSchema }),
  /** 贴现试算 at the business date (refusals: DISCOUNT_REFUSALS overAvailable, wholeOnly, due, occupied, batchMax, batchSame). */
  trial: post('/v1/discount/trial', { body: discountTrialInputSchema, response: discountTrialSchema }),
  /** 提交 (operator): DSL… (1 bill) or DSB… (2–50) 待复核, the taken sub-ranges split off and 贴现中. */
  apply: post('/v1/discount/apply', { body: discountApplyInputSchema, response: discountDetailSchema, idempotent: true }),
  /** 贴现查询 (seller), 贴现审批 queue (bank), 买方付息确认 queue (drawer): paged, newest first. */
  list: post('/v1/discount/applications/list', { body: discountListQuerySchema, response: pageOf(discountRowSchema) }),
  /** One application for any of its parties (seller, bank, drawer of one of its bills). */
  detail: post('/v1/discount/applications/{appNo}/detail', { params: byApp, response: discountDetailSchema }),
  /** 撤回 (seller's director, signs DISCOUNT_*_REVOKE) in PENDING_PAYER / PENDING_FI / PENDING_FINAL → REVOKED. */
  revoke: post('/v1/discount/applications/{appNo}/revoke', { params: byApp, body: discountSignedSchema, response: discountDetailSchema, idempotent: true }),
  /** 买方付息确认 (drawer's operator): confirms; the drawer's director signs next. */
  payerConfirm: post('/v1/discount/applications/{appNo}/payer-confirm', {
    params: byApp,
    body: discountPassSchema,
    response: discountDetailSchema,
    idempotent: true,
  }),
  /** 买方付息确认 (drawer's director): CONTRACT_SIGN over the 买方付息确认书 (id = appNo) → PENDING_FI. */
  payerSign: post('/v1/discount/applications/{appNo}/payer-sign', {
    params: byApp,
    body: discountSignedSchema,
    response: discountDetailSchema,
    idempotent: true,
  }),
  /** The drawer's 拒绝 (operator or director, 意见 required) → CANCELLED, ranges back 持有中. */
  payerRefuse: post('/v1/discount/applications/{appNo}/payer-refuse', {
    params: byApp,
    body: discountRefuseSchema,
    response: discountDetailSchema,
    idempotent: true,
  }),
  /** 审核通过 (bank's client manager) → PENDING_FINAL. */
  fiPass: post('/v1/discount/applications/{appNo}/fi-pass', { params: byApp, body: discountPassSchema, response: discountDetailSchema, idempotent: true }),
  /** 驳回 (bank's client manager at PENDING_FI, product manager at PENDING_FINAL) → FI_REJECTED, ranges back 持有中. */
  fiReject: post('/v1/discount/applications/{appNo}/fi-reject', {
    params: byApp,
    body: discountRefuseSchema,
    response: discountDetailSchema,
    idempotent: true,
  }),
  /** 签收 (bank's product manager, signs DISCOUNT_*_RECEIVE): DVP at the signing date → COMPLETED. */
  fiReceive: post('/v1/discount/applications/{appNo}/fi-receive', {
    params: byApp,
    body: discountSignedSchema,
    response: discountDetailSchema,
    idempotent: true,
  }),
} as const;
