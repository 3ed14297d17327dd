import { z } from 'zod';
import { absProductCodeSchema } from '../schemas/abs-reports';
import { post } from '../endpoint';
import { pageOf } from '../paging';
import { appNoSchema } from '../schemas/application';
import {
  absCancelDecisionSchema,
  absPayableBatchSchema,
  absPricePreviewSchema,
  absReasonSchema,
  absReceivableNoSchema,
  absReceivableListSchema,
  absReceivableSchema,
  absTransferInputSchema,
  absFactorSchema,
  absTransferDetailSchema,
  absTransferDoneQuerySchema,
} from '../schemas/abs';
import { applicationRowSchema } from '../schemas/application';
import { applicationDetailSchema } from '../schemas/credit';
import { opinionSchema, requiredOpinionSchema } from '../schemas/opinion';
import { signaturePayloadSchema } from '../schemas/signature';

const byReceivable = { receivableNo: absReceivableNoSchema };
const byApp = { appNo: appNoSchema };

/**
 * 供应链ABS (domain-lines.md §18.1–§18.4). The debtor's director confirms a batch (APR) and the creditor's director signs a
 * transfer (ABT) with the generic `creditEndpoints.approve`, both over `SIGNING_ORIGINALS.CONTRACT_SIGN` with the
 * application number as id; the factor's client manager passes it here and its product manager countersigns here.
 */
export const absEndpoints = {
  /** 应付账款登记: the batch → 待确权 (APR 待复核). */
  register: post('/v1/abs/payables/apply', { body: absPayableBatchSchema, response: applicationDetailSchema, idempotent: true }),
  /** 应付账款查询: the caller's receivables as debtor. */
  payables: post('/v1/abs/payables/list', { body: absReceivableListSchema, response: pageOf(absReceivableSchema) }),
  /** 应收账款查询: the caller's receivables as current creditor. */
  receivables: post('/v1/abs/receivables/list', { body: absReceivableListSchema, response: pageOf(absReceivableSchema) }),
  /** 提出异议 (creditor's operator, reason required) and 撤回异议. */
  dispute: post('/v1/abs/receivables/{receivableNo}/dispute', { params: byReceivable, body: absReasonSchema, response: absReceivableSchema, idempotent: true }),
  withdrawDispute: post('/v1/abs/receivables/{receivableNo}/withdraw-dispute', { params: byReceivable, response: absReceivableSchema, idempotent: true }),
  /** 作废 of a disputed receivable by the debtor's director. */
  voidDisputed: post('/v1/abs/receivables/{receivableNo}/void', {
    params: byReceivable,
    body: absReasonSchema,
    response: absReceivableSchema,
    idempotent: true,
  }),
  /** 作废申请 (debtor's operator): an APC application to the creditor, the receivable 作废中. */
  cancelRequest: post('/v1/abs/receivables/{receivableNo}/cancel-request', {
    params: byReceivable,
    body: absReasonSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The creditor director's 同意 / 拒绝 of the receivable's open APC. */
  cancelDecision: post('/v1/abs/receivables/{receivableNo}/cancel-decision', {
    params: byReceivable,
    body: absCancelDecisionSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 转让价款 preview at the business date. */
  transferPreview: post('/v1/abs/transfer/preview', { body: absTransferInputSchema, response: absPricePreviewSchema }),
  /** 受让方: the factors quoting for the debtors of the caller's 已确权 receivables, each with its quotes. */
  transferFactors: post('/v1/abs/transfer/factors', { response: z.array(absFactorSchema) }),
  /** An ABT of the caller's corporation (transferor or factor): the application, and each receivable with its price line. */
  transferDetail: post('/v1/abs/transfer/{appNo}/detail', { params: byApp, response: absTransferDetailSchema }),
  /** ABS转让审批 已办: the transfers the caller took a step on, newest first. */
  transferDone: post('/v1/abs/transfer/done', { body: absTransferDoneQuerySchema, response: pageOf(applicationRowSchema) }),
  /** ABS转让申请 → ABT 待复核, the receivables 转让中. */
  transferApply: post('/v1/abs/transfer/apply', { body: absTransferInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** The factor's 客户经理 审核通过 (checks: invoices, duplicate 中登 registration, dispute). */
  fiPass: post('/v1/abs/transfer/{appNo}/fi-pass', {
    params: byApp,
    body: z.strictObject({ comment: opinionSchema.default('') }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The factor's 客户经理 (待审核) or 产品经理 (待受让) 拒绝, 意见 required: the receivables go back to 已确权. */
  fiReject: post('/v1/abs/transfer/{appNo}/fi-reject', {
    params: byApp,
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /**
   * 入池至 (§18.3), the factor's 产品经理 before 同意受让 (待受让): one of its plans (存续期, not 锁定, each receivable with at
   * least the quote's minimum days left) or null for none. The 转让合同 he signs names it; the receivables are pooled into it
   * when the debtor's director signs the 付款确认书 (§18.8: POOLED only with payConfirmed).
   */
  poolTarget: post('/v1/abs/transfer/{appNo}/pool-target', {
    params: byApp,
    body: z.strictObject({ productCode: absProductCodeSchema.nullable() }),
    response: absTransferDetailSchema,
    idempotent: true,
  }),
  /** The factor's 产品经理 同意受让 with the key (CONTRACT_SIGN): price at the value date, paid, 中登 registration. */
  fiApprove: post('/v1/abs/transfer/{appNo}/fi-approve', {
    params: byApp,
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
} as const;
