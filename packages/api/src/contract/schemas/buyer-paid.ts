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
});
export type BuyerPaidCredit = z.infer<typeof buyerPaidCreditSchema>;

export const buyerPaidOptionsSchema = z.object({ fis: z.array(corpRefSchema), credits: z.array(buyerPaidCreditSchema) });
export type BuyerPaidOptions = z.infer<typeof buyerPaidOptionsSchema>;

const creditNos = z.array(creditNoSchema).min(1, '请选择凭证').max(50, '一次最多申请50笔凭证');

export const buyerPaidPreviewInputSchema = z.strictObject({ fiCorpId, creditNos });
export type BuyerPaidPreviewInput = z.input<typeof buyerPaidPreviewInputSchema>;

export const buyerPaidApplyInputSchema = z.strictObject({ fiCorpId, creditNos, remark: z.string().max(200, '备注最多200字').optional() });
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
  /** At application: the estimate at the business date; the figures of each financing are its own. */
  estimate: buyerPaidEstimateSchema,
  financings: z.array(buyerPaidFinancingSchema),
  borne: z.object({ interest: amountSchema, serviceFee: amountSchema }),
});
export type BuyerPaidDetail = z.infer<typeof buyerPaidDetailSchema>;
