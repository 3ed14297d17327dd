/**
 * 买方付息 — the core's buyer-paid-interest financing (核心企业融资, domain.md §7.7 `core/finance/apply`, `approve`,
 * `query`): the core's operator applies, for credits it issued that its suppliers hold, to bear the interest and the
 * service fee of their financing at an FI; once its director approves with the key, a supplier financing such a credit
 * there receives the whole amount (netAmount = financeAmount) and the interest and fee are billed to the core.
 */
import { z } from 'zod';
import { amountSchema, corpRefSchema } from './refs';
import { applicationDetailSchema, creditNoSchema } from './credit';
import { businessDateSchema } from './dates';
import { fiCorpIdInputSchema as fiCorpId } from './finance';

/** A credit the core may apply for: issued by its group, held by a supplier, 持有中, enough term left. */
export const buyerPaidCreditSchema = z.object({
  creditNo: z.string(),
  issuer: corpRefSchema,
  holder: corpRefSchema,
  amount: amountSchema,
  dueDate: businessDateSchema,
  /** The FI of the line the credit was issued on: the one FI that may finance it (§7.7 prerequisites). */
  fiCorpId: z.string(),
  /** Already 买方付息 at that FI (an approved application), or in an application waiting for approval. */
  covered: z.boolean(),
  pending: z.boolean(),
  /** 电子债权凭证 or 支付通: each product's screen offers its own. */
  productType: z.enum(['CREDIT', 'VOUCHER']),
});
export type BuyerPaidCredit = z.infer<typeof buyerPaidCreditSchema>;

export const buyerPaidOptionsSchema = z.object({ fis: z.array(corpRefSchema), credits: z.array(buyerPaidCreditSchema) });
export type BuyerPaidOptions = z.infer<typeof buyerPaidOptionsSchema>;

const creditNos = z.array(creditNoSchema).min(1, '请选择凭证').max(50, '一次最多申请50笔凭证');

/**
 * 利息承担方式 of the commitment (domain-lines.md §17.2–§17.3): 买方付息 (CORE, the buyer bears all) or, for 支付通,
 * 协议付息 (AGREED, the buyer bears 买方承担比例 1–99 %); 有效期至 (optional, not after any voucher's due date).
 */
const terms = {
  interestPayer: z.enum(['CORE', 'AGREED']).optional(),
  buyerSharePct: z.number().int().min(1, '买方承担比例须为1–99').max(99, '买方承担比例须为1–99').optional(),
  validUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
    .optional(),
};

export const buyerPaidPreviewInputSchema = z.strictObject({ fiCorpId, creditNos, ...terms });
export type BuyerPaidPreviewInput = z.input<typeof buyerPaidPreviewInputSchema>;

export const buyerPaidApplyInputSchema = z.strictObject({ fiCorpId, creditNos, ...terms, remark: z.string().max(200, '备注最多200字').optional() });
export type BuyerPaidApplyInput = z.input<typeof buyerPaidApplyInputSchema>;

/** What the core would bear for one credit if it were financed in full on the value date (the quote of the FI for the term). */
export const buyerPaidEstimateLineSchema = z.object({
  creditNo: z.string(),
  holder: corpRefSchema,
  amount: amountSchema,
  dueDate: businessDateSchema,
  days: z.number().int(),
  annualRate: z.string(),
  serviceFeeRate: z.string(),
  interest: amountSchema,
  serviceFee: amountSchema,
  /** What the core bears at its share (buyerInterest + buyerFee), debited with the face at maturity for 支付通. */
  buyerCharge: amountSchema,
});
export type BuyerPaidEstimateLine = z.infer<typeof buyerPaidEstimateLineSchema>;

export const buyerPaidEstimateSchema = z.object({
  valueDate: businessDateSchema,
  lines: z.array(buyerPaidEstimateLineSchema),
  total: z.object({ count: z.number().int(), amount: amountSchema, interest: amountSchema, serviceFee: amountSchema }),
});
export type BuyerPaidEstimate = z.infer<typeof buyerPaidEstimateSchema>;

/** A financing made under the arrangement: what the core bears for it (the figures of the supplier's financing). */
export const buyerPaidFinancingSchema = z.object({
  appNo: z.string(),
  creditNo: z.string(),
  supplier: corpRefSchema,
  status: z.string(),
  statusLabel: z.string(),
  financeAmount: amountSchema,
  interest: amountSchema,
  serviceFee: amountSchema,
  /** 买方承担 and 卖方承担 of the financing, and 买方应付状态 (待到期扣收 / 已扣收 / 逾期). */
  buyerCharge: amountSchema,
  sellerCharge: amountSchema,
  buyerDueStatus: z.string(),
  loanNo: z.string().nullable(),
});
export type BuyerPaidFinancing = z.infer<typeof buyerPaidFinancingSchema>;

export const buyerPaidRowSchema = z.object({
  appNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  fi: corpRefSchema,
  creditCount: z.number().int(),
  amount: amountSchema,
  /** Interest and fee of the financings funded under it so far (billed to the core). */
  borne: amountSchema,
  financedCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** The business date it was applied on: 申请日期. */
  businessDate: businessDateSchema,
});
export type BuyerPaidRow = z.infer<typeof buyerPaidRowSchema>;

export const buyerPaidDetailSchema = z.object({
  application: applicationDetailSchema,
  fi: corpRefSchema,
  /** The commitment's terms: 利息承担方式, 买方承担比例, 有效期至. */
  interestPayer: z.enum(['CORE', 'AGREED']),
  buyerSharePct: z.number().int(),
  validUntil: z.string().nullable(),
  /** At application: the estimate at the business date; the figures of each financing are its own. */
  estimate: buyerPaidEstimateSchema,
  financings: z.array(buyerPaidFinancingSchema),
  borne: z.object({ interest: amountSchema, serviceFee: amountSchema }),
});
export type BuyerPaidDetail = z.infer<typeof buyerPaidDetailSchema>;
