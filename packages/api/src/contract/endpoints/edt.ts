import { z } from 'zod';
import { get, post } from '../endpoint';
import { applicationDetailSchema } from '../schemas/credit';
import { appNoSchema } from '../schemas/application';
import { signaturePayloadSchema } from '../schemas/signature';
import {
  edtAccessApplySchema,
  edtCollectSchema,
  edtCollectionSchema,
  edtFinanceApplySchema,
  edtFinancePlanSchema,
  edtFinancePreviewSchema,
  edtFinanceSchema,
  edtAccessSchema,
  edtLineAdjustSchema,
  edtLineCreateSchema,
  edtLineSchema,
  edtOrderConfirmSchema,
  edtOrderImportResultSchema,
  edtOrderImportSchema,
  edtOrderQuerySchema,
  edtOrderRejectSchema,
  edtOrderSchema,
  edtRepaySchema,
  edtReviewSchema,
  edtSelfCheckSchema,
} from '../schemas/edt';

const appNo = appNoSchema;
const lineId = z.string().regex(/^LE\d{1,24}$/, '授信编号格式不正确');
const orderId = z.string().regex(/^EO\d{14,}$/, '订单编号格式不正确');
const loanNo = z.string().regex(/^LN\d{14,}$/, '借据号格式不正确');

/**
 * e订通 (domain-lines.md §19.2–§19.4): 准入自检 and 准入签约 (an EAC application: the supplier's director signs
 * CONTRACT_SIGN over 《e订通业务合作协议》, the bank's client manager passes or rejects), the lines, and the orders: the
 * core's ERP batch import, 确认 (an OCF application its director signs, CONTRACT_SIGN) and 拒绝.
 */
export const edtEndpoints = {
  selfCheck: get('/v1/edt/accesses/self-check', {
    query: z.strictObject({ coreCorpId: z.string().trim().min(1).max(64), fiCorpId: z.string().trim().min(1).max(64).optional() }),
    response: edtSelfCheckSchema,
  }),
  accessApply: post('/v1/edt/accesses/apply', { body: edtAccessApplySchema, response: applicationDetailSchema, idempotent: true }),
  accesses: get('/v1/edt/accesses', { response: z.array(edtAccessSchema) }),
  /** The bank client manager's 通过 (→ 准入成功) and 拒绝 (→ 准入拒绝). */
  accessPass: post('/v1/edt/accesses/{appNo}/pass', { params: { appNo }, body: edtReviewSchema, response: applicationDetailSchema, idempotent: true }),
  accessReject: post('/v1/edt/accesses/{appNo}/reject', {
    params: { appNo },
    body: z.strictObject({ comment: z.string().trim().min(1, '请输入意见').max(200, '意见不能超过200个字') }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  lines: get('/v1/edt/lines', { response: z.array(edtLineSchema) }),
  /** 授信管理 (the bank's product manager): 新增授信 (待审批), 审批 signed LIMIT (→ 正常), 冻结 / 解冻, 调整额度. */
  lineCreate: post('/v1/edt/lines/create', { body: edtLineCreateSchema, response: edtLineSchema, idempotent: true }),
  lineApprove: post('/v1/edt/lines/{lineId}/approve', { params: { lineId }, body: signaturePayloadSchema.strict(), response: edtLineSchema, idempotent: true }),
  lineFreeze: post('/v1/edt/lines/{lineId}/freeze', { params: { lineId }, response: edtLineSchema, idempotent: true }),
  lineUnfreeze: post('/v1/edt/lines/{lineId}/unfreeze', { params: { lineId }, response: edtLineSchema, idempotent: true }),
  lineAdjust: post('/v1/edt/lines/{lineId}/adjust', { params: { lineId }, body: edtLineAdjustSchema, response: edtLineSchema, idempotent: true }),
  orders: get('/v1/edt/orders', { query: edtOrderQuerySchema, response: z.array(edtOrderSchema) }),
  order: get('/v1/edt/orders/{orderId}', { params: { orderId }, response: edtOrderSchema }),
  /** The core's ERP: one batch per Idempotency-Key, a result per line. */
  orderImport: post('/v1/edt/orders/import', { body: edtOrderImportSchema, response: edtOrderImportResultSchema, idempotent: true }),
  orderConfirm: post('/v1/edt/orders/{orderId}/confirm', {
    params: { orderId },
    body: edtOrderConfirmSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  orderReject: post('/v1/edt/orders/{orderId}/reject', { params: { orderId }, body: edtOrderRejectSchema, response: edtOrderSchema, idempotent: true }),
  /** 订单融资 (§19.5): the preview, the supplier's application (EFA), the bank's review, plan, final approval and 放款. */
  financePreview: get('/v1/edt/orders/{orderId}/finance-preview', {
    params: { orderId },
    query: z.strictObject({
      amount: z
        .string()
        .regex(/^\d+(?:\.\d{1,2})?$/)
        .optional(),
      dueDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    response: edtFinancePreviewSchema,
  }),
  financeApply: post('/v1/edt/finances/apply', { body: edtFinanceApplySchema, response: applicationDetailSchema, idempotent: true }),
  finances: get('/v1/edt/finances', { response: z.array(edtFinanceSchema) }),
  financePass: post('/v1/edt/finances/{appNo}/pass', { params: { appNo }, body: edtReviewSchema, response: applicationDetailSchema, idempotent: true }),
  financeReject: post('/v1/edt/finances/{appNo}/reject', {
    params: { appNo },
    body: z.strictObject({ comment: z.string().trim().min(1, '请输入意见').max(200, '意见不能超过200个字') }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  financePlan: post('/v1/edt/finances/{appNo}/plan', { params: { appNo }, body: edtFinancePlanSchema, response: applicationDetailSchema, idempotent: true }),
  financeFinalApprove: post('/v1/edt/finances/{appNo}/final-approve', {
    params: { appNo },
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  financeFund: post('/v1/edt/finances/{appNo}/fund', { params: { appNo }, response: applicationDetailSchema, idempotent: true }),
  /** 模拟来账 (demo tool): the core pays into the order's 回款专户 and the waterfall runs; the 回款 list. */
  collect: post('/v1/edt/orders/{orderId}/collect', { params: { orderId }, body: edtCollectSchema, response: edtCollectionSchema, idempotent: true }),
  collections: get('/v1/edt/collections', { response: z.array(edtCollectionSchema) }),
  /**
   * 主动还款 / 提前还款 (§19.7): what repaying the loan in full takes today, and the repayment itself, signed by the
   * supplier's director (REPAYMENT on or after the due date, ADVANCED_PAYMENT before it; the original by the loan number).
   */
  repayPreview: get('/v1/edt/loans/{loanNo}/repay-preview', { params: { loanNo }, response: edtRepaySchema }),
  repay: post('/v1/edt/loans/{loanNo}/repay', { params: { loanNo }, body: signaturePayloadSchema.strict(), response: edtRepaySchema, idempotent: true }),
} as const;
