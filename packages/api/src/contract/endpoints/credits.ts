import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { datumVerdictSchema } from '../schemas/checks';
import { PRODUCT_TYPES, accountRefSchema, businessDateSchema, moneyInputSchema } from '../schemas/refs';
import { BIZ_TYPES, APP_STATUSES, appNoSchema, applicationRowSchema, flowRecordSchema, todoSchema } from '../schemas/application';
import {
  CREDIT_STATUSES,
  applicationDetailSchema,
  creditHomeSchema,
  creditNoSchema,
  creditSchema,
  creditSlipSchema,
  creditTreeNodeSchema,
} from '../schemas/credit';
import { issuerListSchema } from '../schemas/reference';
import { opinionSchema, reasonSchema, requiredOpinionSchema } from '../schemas/opinion';
import { signaturePayloadSchema } from '../schemas/signature';

const byCredit = z.strictObject({ fkCredit: z.string().min(1).max(64) });
const product = z.enum(PRODUCT_TYPES);
const creditNos = z.array(creditNoSchema).min(1, '请选择凭证').max(100);

/** A page of a credit tree's flow records, sorted by time (the order they happened in). */
export const flowRecordQuerySchema = pagedQuery({}, ['at']);
export type FlowRecordQuery = z.infer<typeof flowRecordQuerySchema>;

/** One receiver line of the issue form (domain.md §7.3). The server checks every rule again. */
export const issueLineInputSchema = z.strictObject({
  receiverCorpId: z.string().min(1, '请选择接收方').max(64),
  amount: moneyInputSchema.refine((v) => Number(v) > 0, '开立金额须大于0'),
  dueDate: businessDateSchema,
  contractId: z.string().min(1, '请选择合同').max(64),
  remark: z.string().max(200, '备注不能超过200个字').default(''),
});
export type IssueLineInput = z.input<typeof issueLineInputSchema>;

/** The issue form: save as a draft (`submit: false`) or submit for review; `appNo` edits a draft or a returned one. */
export const issueApplyInputSchema = z.strictObject({
  appNo: appNoSchema.optional(),
  productType: product.default('CREDIT'),
  issuerCorpId: z.string().min(1, '请选择开立方').max(64),
  lines: z.array(issueLineInputSchema).min(1, '请至少填写一条开立明细').max(50),
  submit: z.boolean(),
});
export type IssueApplyInput = z.input<typeof issueApplyInputSchema>;

/** The refusal of a part larger than its credit (domain.md §7.5 [S1], §7.9): the form and the server say the same. */
export const PART_TOO_MUCH = { TRANSFER: '转让金额不能超过凭证可用金额', RETURN: '退回金额不能超过凭证金额' } as const;

/** One credit of a transfer or a return with the part of it that moves (a part smaller than the credit splits it, domain.md §7.5, §7.9). */
export const creditPartInputSchema = z.strictObject({
  creditNo: creditNoSchema,
  amount: moneyInputSchema.refine((v) => Number(v) > 0, '金额须大于0'),
});
export type CreditPartInput = z.input<typeof creditPartInputSchema>;

/** 转让申请 (domain.md §7.5): held credits with the part of each that goes to the receiver, a contract with it, a remark. */
export const transferApplyInputSchema = z.strictObject({
  productType: product.default('CREDIT'),
  receiverCorpId: z.string().min(1, '请选择接收方').max(64),
  contractId: z.string().min(1, '请选择合同').max(64),
  lines: z.array(creditPartInputSchema).min(1, '请选择凭证').max(100, '一次最多转让100笔凭证'),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
});
export type TransferApplyInput = z.input<typeof transferApplyInputSchema>;

/** 退回申请 (domain.md §7.9): held credits with the part of each that goes back, and the reason. */
export const returnApplyInputSchema = z.strictObject({
  lines: z.array(creditPartInputSchema).min(1, '请选择凭证').max(20, '一次最多退回20笔凭证'),
  reason: reasonSchema,
});
export type ReturnApplyInput = z.input<typeof returnApplyInputSchema>;

/** The ledger's parameters the issue screens honour: term cap, sign-for deadline, final-review threshold (null: off). */
export const productCoreCreditSchema = z.object({
  maxTermDays: z.number().int().positive(),
  signExpireDays: z.number().int().positive(),
  finalReviewThreshold: z.string().nullable(),
});
export type ProductCoreCredit = z.infer<typeof productCoreCreditSchema>;

export const receiverSchema = z.object({ corpId: z.string(), corpName: z.string(), account: accountRefSchema.nullable() });
export const contractOptionSchema = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  name: z.string(),
  amount: z.string(),
  signDate: businessDateSchema,
  endDate: businessDateSchema,
});
export type Receiver = z.infer<typeof receiverSchema>;
export type ContractOption = z.infer<typeof contractOptionSchema>;

/** Which credits a list shows, from the caller's corporation's point of view. */
export const CREDIT_SCOPES = ['held', 'issued', 'toSign', 'withdrawable', 'recyclable', 'transferable', 'returnable', 'all'] as const;
export const creditListQuerySchema = pagedQuery(
  {
    scope: z.enum(CREDIT_SCOPES),
    productType: product,
    status: z.enum(CREDIT_STATUSES),
    creditNo: filterText,
    counterparty: filterText,
    dueFrom: businessDateSchema,
    dueTo: businessDateSchema,
  },
  ['dueDate', 'amount', 'issueDate', 'creditNo'],
);
export type CreditListQuery = z.input<typeof creditListQuerySchema>;

/** Which applications a list shows: the caller's own, those waiting for the caller's review, or addressed to the caller's corporation. */
export const APP_SCOPES = ['mine', 'review', 'counterparty', 'all'] as const;
export const applicationListQuerySchema = pagedQuery(
  { scope: z.enum(APP_SCOPES), bizType: z.enum(BIZ_TYPES), status: z.enum(APP_STATUSES), appNo: filterText, productType: product },
  ['createdAt', 'updatedAt', 'amount'],
);
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const todoListQuerySchema = pagedQuery({ bizType: z.enum(BIZ_TYPES) }, ['createdAt']);

/**
 * The credit ledger (domain.md §5–§7, §12) and the credit-product reads of spec §7. Applications of every type go
 * through the same approve / return / reject / cancel calls; the server knows each type's next state.
 */
export const creditEndpoints = {
  /** Issuer corporations the user may act for (the issue screen's picker), with their available limit. */
  issuers: get('/v1/credits/issue/issuers', { response: issuerListSchema }),
  /** Counterparties the issuer may issue to (authenticated, product opened, not blacklisted), with their account. */
  receivers: post('/v1/credits/issue/receivers', {
    body: z.strictObject({ issuerCorpId: z.string().min(1).max(64), productType: product.default('CREDIT') }),
    response: z.array(receiverSchema),
  }),
  /** Contracts between the issuer (or its group) as buyer and the receiver as seller. */
  contracts: post('/v1/credits/issue/contracts', {
    body: z.strictObject({ issuerCorpId: z.string().min(1).max(64), receiverCorpId: z.string().min(1).max(64) }),
    response: z.array(contractOptionSchema),
  }),
  /** Save or submit an issue application (submit freezes the limit). */
  issueApply: post('/v1/credits/issue/apply', { body: issueApplyInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** The receiver's operator signs for (签收) or refuses (拒签) a credit; its director then approves with the key. */
  signFor: post('/v1/credits/{creditNo}/sign-for', {
    params: { creditNo: creditNoSchema },
    body: z.strictObject({ decision: z.enum(['ACCEPT', 'REFUSE']), comment: opinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 开立撤回: credits still waiting to be signed for, with a reason. */
  withdrawApply: post('/v1/credits/withdraw/apply', {
    body: z.strictObject({ creditNos, reason: reasonSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 回收: credits the issuer holds itself (after a return), with a reason. */
  recycleApply: post('/v1/credits/recycle/apply', {
    body: z.strictObject({ creditNos, reason: reasonSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),

  /** 转让: the holder's counterparties it may transfer to (authenticated, product opened, not blacklisted, not itself). */
  transferReceivers: post('/v1/credits/transfer/receivers', {
    body: z.strictObject({ productType: product.default('CREDIT') }),
    response: z.array(receiverSchema),
  }),
  /** Contracts between the holder as buyer and the receiver as seller (the transfer's trade background). */
  transferContracts: post('/v1/credits/transfer/contracts', {
    body: z.strictObject({ receiverCorpId: z.string().min(1).max(64) }),
    response: z.array(contractOptionSchema),
  }),
  /** 自动分配: the transferable credits that cover a target payment, earliest due first, the last one split (domain.md §7.5). */
  transferAllocate: post('/v1/credits/transfer/allocate', {
    body: z.strictObject({ productType: product.default('CREDIT'), target: moneyInputSchema.refine((v) => Number(v) > 0, '目标金额须大于0') }),
    response: z.array(z.object({ credit: creditSchema, amount: z.string() })),
  }),
  /** Submit a transfer: the credits are locked (转让中) until the director signs and the receiver signs for them. */
  transferApply: post('/v1/credits/transfer/apply', { body: transferApplyInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** To whom a held credit goes back (its immediate transferor, or the issuer for a first-hop credit). */
  returnTarget: post('/v1/credits/{creditNo}/return-target', {
    params: { creditNo: creditNoSchema },
    response: z.object({ corpId: z.string(), corpName: z.string() }),
  }),
  /** Submit a return: the credits are locked (退回中) until the director signs and the counterparty confirms. */
  returnApply: post('/v1/credits/return/apply', { body: returnApplyInputSchema, response: applicationDetailSchema, idempotent: true }),

  credits: post('/v1/credits/list', { body: creditListQuerySchema, response: pageOf(creditSchema) }),
  credit: post('/v1/credits/{creditNo}/detail', { params: { creditNo: creditNoSchema }, response: creditSchema }),
  /** The credit and the tree of its root (`/transfer-record`); its steps come a page at a time from `flowRecords`. */
  flow: post('/v1/credits/{creditNo}/flow', { params: { creditNo: creditNoSchema }, response: z.object({ credit: creditSchema, tree: creditTreeNodeSchema }) }),
  /** Every step on the credit's tree (each hop with time, actor and amount), one page, oldest first unless sorted `desc`. */
  flowRecords: post('/v1/credits/{creditNo}/flow/records', {
    params: { creditNo: creditNoSchema },
    body: flowRecordQuerySchema,
    response: pageOf(flowRecordSchema),
  }),
  /** The slip of `/credit/sign-html`. */
  slip: post('/v1/credits/{creditNo}/slip', { params: { creditNo: creditNoSchema }, response: creditSlipSchema }),

  applications: post('/v1/applications/list', { body: applicationListQuerySchema, response: pageOf(applicationRowSchema) }),
  application: post('/v1/applications/{appNo}/detail', { params: { appNo: appNoSchema }, response: applicationDetailSchema }),
  /** Approve with the key: the director (and the final reviewer above the threshold), or the receiving side's director. */
  approve: post('/v1/applications/{appNo}/approve', {
    params: { appNo: appNoSchema },
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 退回 (needs 意见): back to the operator, or to the receiving side's operator. */
  return: post('/v1/applications/{appNo}/return', {
    params: { appNo: appNoSchema },
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 拒绝 (needs 意见): ends the application. */
  reject: post('/v1/applications/{appNo}/reject', {
    params: { appNo: appNoSchema },
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The counterparty's operator accepts (签收 / 确认) or refuses a transfer or a return addressed to its corporation; its director then approves with the key. */
  decide: post('/v1/applications/{appNo}/decide', {
    params: { appNo: appNoSchema },
    body: z.strictObject({ decision: z.enum(['ACCEPT', 'REFUSE']), comment: opinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 撤销申请: the operator deletes a draft or withdraws a pending or returned application. */
  cancel: post('/v1/applications/{appNo}/cancel', { params: { appNo: appNoSchema }, response: applicationDetailSchema, idempotent: true }),

  /** The role home of domain.md §12 for the caller's corporation, side and role. */
  home: post('/v1/credits/home', {
    body: z.strictObject({ productType: product.default('CREDIT'), side: z.enum(['core', 'chain']) }),
    response: creditHomeSchema,
  }),
  todos: post('/v1/todos/list', { body: todoListQuerySchema, response: pageOf(todoSchema) }),

  /** Credit parameters of the core product (spec §7, stored as productCoreCredit; the fields are [D], domain.md §3.2, §4.2, §7.3). */
  productCoreCredits: post('/v1/xugong/products/core/ccbscf/credits', { response: productCoreCreditSchema }),
  /** Review verdict of a credit's trade data (credit product). */
  datumVerdict: post('/v1/xugong/credit/datum/sync/verdict', { query: byCredit, response: datumVerdictSchema }),
  /** The same for the voucher product. */
  voucherDatumVerdict: post('/v1/voucher/xugong/credit/datum/sync/verdict', { query: byCredit, response: datumVerdictSchema }),
} as const;
