import { z } from 'zod';
import { money } from '../../validators/money';
import { filterText, pagedQuery } from '../paging';
import { labelKeys } from './labels';
import { opinionSchema, reasonSchema } from './opinion';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';
import { applicationDetailSchema } from './credit';

/**
 * 供应链ABS receivables (domain-lines.md §18.1–§18.4): the debtor registers payables in a batch its director confirms
 * with one signature over the 应付账款确认函; the creditor disputes, consents to a cancellation, or sells them to a
 * factor at the §18.4 price.
 */
export const ABS_RECEIVABLE_STATUS_LABEL = {
  DRAFT: '待提交',
  PENDING_CONFIRM: '待确权',
  CONFIRMED: '已确权',
  DISPUTED: '有异议',
  CANCELLING: '作废中',
  TRANSFERRING: '转让中',
  TRANSFERRED: '已转让',
  POOLED: '已入池',
  OVERDUE: '逾期',
  SETTLED: '已回款',
  CANCELLED: '已作废',
  EXPIRED: '已到期未转让',
} as const;
export type AbsReceivableStatus = keyof typeof ABS_RECEIVABLE_STATUS_LABEL;
export const ABS_RECEIVABLE_STATUSES = labelKeys(ABS_RECEIVABLE_STATUS_LABEL);

/** 折扣方式 / 比例方式 (§18.4). */
export const ABS_PRICE_MODE_LABEL = { DISCOUNT: '折扣方式', RATIO: '比例方式' } as const;
export type AbsPriceMode = keyof typeof ABS_PRICE_MODE_LABEL;
export const ABS_PRICE_MODES = labelKeys(ABS_PRICE_MODE_LABEL);

export const absReceivableNoSchema = z.string().regex(/^ABR\d{14,}$/, '应收账款编号格式不正确');

/** One invoice a payable occupies (本次占用金额). */
export const absInvoiceUseSchema = z.strictObject({
  invoiceId: z.string().trim().min(1, '请选择发票').max(64),
  occupyAmount: money.refine((v) => Number(v) > 0, '本次占用金额须大于0'),
});

/** One payable of a batch: 债权人, 应付账款金额, 到期日, 合同, 发票 (≥ 1), 备注. */
export const absPayableInputSchema = z.strictObject({
  creditorCorpId: z.string().trim().min(1, '请选择债权人').max(64),
  amount: money.refine((v) => Number(v) > 0, '应付账款金额须大于0'),
  dueDate: businessDateSchema,
  contractNo: z.string().trim().min(1, '请填写合同编号').max(64),
  invoices: z.array(absInvoiceUseSchema).min(1, '请至少选择一张发票').max(50),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
});

/** 应付账款登记: a batch (APR) of up to 50 payables, submitted for the director's one signature. */
export const absPayableBatchSchema = z.strictObject({ payables: z.array(absPayableInputSchema).min(1, '请至少登记一笔应付账款').max(50) });
export type AbsPayableBatchInput = z.input<typeof absPayableBatchSchema>;

export const absReasonSchema = z.strictObject({ reason: reasonSchema });
export const absCancelDecisionSchema = z.strictObject({ agree: z.boolean(), comment: opinionSchema.default('') });

/** ABS转让申请: confirmed receivables of the caller and the factor (受让方). */
export const absTransferInputSchema = z.strictObject({
  receivableNos: z.array(absReceivableNoSchema).min(1, '请选择应收账款').max(50),
  fiCorpId: z.string().trim().min(1, '请选择受让方').max(64),
});
export type AbsTransferInput = z.input<typeof absTransferInputSchema>;

/** 转让价款 of one receivable at a value date (§18.4). */
export const absPriceSchema = z.object({
  receivableNo: z.string(),
  amount: amountSchema,
  dueDate: z.string(),
  valueDate: z.string(),
  days: z.number(),
  priceMode: z.enum(ABS_PRICE_MODES),
  /** The quote's rate (DISCOUNT) or ratio (RATIO), as configured (`4.20%`). */
  rate: z.string(),
  discount: amountSchema,
  price: amountSchema,
  serviceFee: amountSchema,
  supplierReceives: amountSchema,
  annualisedCostPercent: z.string(),
});
export const absPricePreviewSchema = z.object({
  lines: z.array(absPriceSchema),
  amount: amountSchema,
  price: amountSchema,
  serviceFee: amountSchema,
  supplierReceives: amountSchema,
});
export type AbsPricePreview = z.output<typeof absPricePreviewSchema>;

/** 应付账款查询 (debtor) / 应收账款查询 (creditor): one receivable. */
export const absReceivableSchema = z.object({
  receivableNo: z.string(),
  debtor: corpRefSchema,
  creditor: corpRefSchema,
  currentCreditor: corpRefSchema,
  amount: amountSchema,
  dueDate: z.string(),
  contractNo: z.string(),
  status: z.enum(ABS_RECEIVABLE_STATUSES),
  statusLabel: z.string(),
  confirmAppNo: z.string().nullable(),
  confirmedDate: z.string().nullable(),
  transferAppNo: z.string().nullable(),
  transferDate: z.string().nullable(),
  price: amountSchema.nullable(),
  zdRegNo: z.string().nullable(),
  payConfirmed: z.boolean(),
  reason: z.string(),
});
export type AbsReceivable = z.output<typeof absReceivableSchema>;

/** 应付账款查询 / 应收账款查询: by status, and by number, contract or a party's name; sorted by due date, amount or registration. */
export const absReceivableListSchema = pagedQuery({ status: z.enum(ABS_RECEIVABLE_STATUSES), keyword: filterText }, ['dueDate', 'amount', 'createdAt']);
export type AbsReceivableListQuery = z.input<typeof absReceivableListSchema>;

/** A factor's quote for one debtor (§18.1 AbsQuote): the basis the 受让方 picker shows. */
export const absQuoteSchema = z.object({
  debtor: corpRefSchema,
  priceMode: z.enum(ABS_PRICE_MODES),
  /** 折扣率 (DISCOUNT, annual) or 比例 (RATIO), as configured (`4.20%`). */
  rate: z.string(),
  /** Flat, not annualised (`0.10%`). */
  serviceFeeRate: z.string(),
});
/** 受让方: a factor quoting for at least one debtor of the caller's 已确权 receivables, with those quotes. */
export const absFactorSchema = z.object({ fi: corpRefSchema, quotes: z.array(absQuoteSchema) });
export type AbsFactor = z.output<typeof absFactorSchema>;

/** How a transfer's price lines were found: paid at the factor's value date, previewed at today, or none (ended unpaid). */
export const ABS_TRANSFER_PRICING = ['PAID', 'PREVIEW', 'NONE'] as const;

/** One receivable of a transfer with its price line (null when the transfer ended unpaid or no quote prices it today). */
export const absTransferLineSchema = z.object({ receivable: absReceivableSchema, price: absPriceSchema.nullable() });

/** An ABT as its detail pages show it: the application (status, actions, flow records), the factor, each receivable priced. */
export const absTransferDetailSchema = z.object({
  application: applicationDetailSchema,
  fi: corpRefSchema,
  pricing: z.enum(ABS_TRANSFER_PRICING),
  /** The factor's payment date once paid, else the day of the preview (null once ended unpaid). */
  valueDate: z.string().nullable(),
  lines: z.array(absTransferLineSchema),
  amount: amountSchema,
  price: amountSchema.nullable(),
  serviceFee: amountSchema.nullable(),
  supplierReceives: amountSchema.nullable(),
  /** The simulated bank's serial of the payment to the supplier. */
  bankSerial: z.string().nullable(),
  /** 入池至 (§18.3): the plan the factor's 产品经理 named at 同意受让; the receivables go in once the debtor signs the 付款确认书. */
  poolTarget: z.object({ productCode: z.string(), productName: z.string() }).nullable(),
});
export type AbsTransferDetail = z.output<typeof absTransferDetailSchema>;

/** ABS转让审批 已办: the transfers the caller acted on, by application number. */
export const absTransferDoneQuerySchema = pagedQuery({ appNo: filterText }, ['createdAt']);
export type AbsTransferDoneQuery = z.input<typeof absTransferDoneQuerySchema>;
