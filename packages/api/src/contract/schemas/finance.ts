/**
 * Financing (融资, domain.md §7.7): the quote of an FI for an issuer and a remaining term, the apply form, the
 * preview (rate, days, interest, fee, net — the formula of `@scf/api/money` financeFigures), the FI's review and the
 * detail with the whole calculation.
 */
import { z } from 'zod';
import { money } from '../../validators/money';
import { accountRefSchema, amountSchema, corpRefSchema } from './refs';
import { APP_STATUSES } from './application';
import { applicationDetailSchema, creditNoSchema } from './credit';
import { businessDateSchema } from './dates';
import { tallySchema } from './tally';
import { tradeFileSchema } from './trade-data';

/** Who pays the interest and the fee (domain-lines.md §17.3): 卖方付息, 买方付息, 协议付息 (the buyer bears p %). */
export const INTEREST_PAYERS = ['SUPPLIER', 'CORE', 'AGREED'] as const;
export const INTEREST_PAYER_LABEL: Readonly<Record<(typeof INTEREST_PAYERS)[number], string>> = {
  SUPPLIER: '卖方付息',
  CORE: '买方付息',
  AGREED: '协议付息',
};
/** The refusal when no quote covers (FI, issuer, remaining term) (domain.md §7.7 [S6]). */
export const QUOTE_MISSING = '未配置报价';
/** The refusal of a finance amount above the credit's (domain.md §7.6-7). */
export const FINANCE_TOO_MUCH = '融资金额不能超过凭证可用金额';

/** The figures of one financing: rate and fee as percent strings (`"3.60"` = 3.60%), money as yuan strings. */
export const financeFiguresSchema = z.object({
  annualRate: z.string(),
  serviceFeeRate: z.string(),
  interestPayer: z.enum(INTEREST_PAYERS),
  valueDate: businessDateSchema,
  dueDate: businessDateSchema,
  days: z.number().int().positive(),
  financeAmount: amountSchema,
  interest: amountSchema,
  serviceFee: amountSchema,
  netAmount: amountSchema,
  /** 买方承担比例 p (SUPPLIER 0, CORE 100, AGREED 1–99) and the split of §17.3. */
  buyerSharePct: z.number().int().min(0).max(100),
  buyerInterest: amountSchema,
  buyerServiceFee: amountSchema,
  sellerInterest: amountSchema,
  sellerServiceFee: amountSchema,
  /** Debited from the issuer at maturity beside the face (§17.4): buyerInterest + buyerFee. */
  buyerCharge: amountSchema,
});
export type FinanceFiguresView = z.infer<typeof financeFiguresSchema>;

/** The FI a financing form picks (买方付息 too). */
export const fiCorpIdInputSchema = z.string().min(1, '请选择金融机构').max(64);

export const financeLineInputSchema = z.strictObject({ creditNo: creditNoSchema, amount: money.refine((v) => Number(v) > 0, '融资金额须大于0') });

/** The preview: one credit and the amount, at an FI (the figures at the business date). */
export const financePreviewInputSchema = z.strictObject({ fiCorpId: fiCorpIdInputSchema, ...financeLineInputSchema.shape });

/** 融资申请 (domain.md §7.7): one held credit, its finance amount, the FI, the own receive account and the finance data package. */
export const financeApplyInputSchema = z.strictObject({
  fiCorpId: fiCorpIdInputSchema,
  line: financeLineInputSchema,
  receiveAccountId: z.string().min(1, '请选择收款账户').max(64),
  packageNo: z.string().min(1, '请选择融资资料').max(64),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
});
export type FinanceApplyInput = z.input<typeof financeApplyInputSchema>;

/** What the apply form offers: FIs cooperating with the issuers of the held credits, own receive accounts, submitted finance packages. */
export const financeOptionsSchema = z.object({
  fis: z.array(corpRefSchema.extend({ issuerCorpIds: z.array(z.string()) })),
  accounts: z.array(accountRefSchema.extend({ accountId: z.string(), accountType: z.string() })),
  packages: z.array(
    z.object({ packageNo: z.string(), creditNos: z.array(z.string()), invoiceCount: z.number().int(), occupyTotal: amountSchema, allVerified: z.boolean() }),
  ),
});
export type FinanceOptions = z.infer<typeof financeOptionsSchema>;

/** An invoice of the financing's package as the FI reviews it (查验, duplicate pledge). */
export const financeInvoiceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  verifyStatus: z.string(),
  total: amountSchema,
  occupyAmount: amountSchema,
  occupyState: z.string(),
  /** Occupied by other financings already (重复质押 check: occupied + this ≤ total). */
  occupiedElsewhere: amountSchema,
});

/** The FI's checks of §7.7 step 3, computed by the server. */
export const financeChecksSchema = z.object({
  invoicesVerified: z.boolean(),
  occupyCovers: z.boolean(),
  noDuplicatePledge: z.boolean(),
  notRelatedParty: z.boolean(),
});

export const financeDetailSchema = z.object({
  application: applicationDetailSchema,
  fi: corpRefSchema,
  creditNo: z.string(),
  packageNo: z.string(),
  receiveAccount: accountRefSchema.nullable(),
  figures: financeFiguresSchema,
  loanNo: z.string().nullable(),
  /** Funded: the financed child (held by the FI) and the remainder (held by the applicant), when there is one. */
  financedCreditNo: z.string().nullable(),
  remainderCreditNo: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  invoices: z.array(financeInvoiceSchema),
  /** The package's files (contract, invoice, other scans) for the applicant and the FI, which reads them through the financing's file link; none for others. */
  files: z.array(tradeFileSchema.extend({ docType: z.enum(['CONTRACT', 'INVOICE', 'OTHER', 'AUTH']) })),
  checks: financeChecksSchema,
  /** What the caller may do now: 通过/拒绝 (client manager), 同意/拒绝 (product manager), 放款. */
  fiActions: z.array(z.enum(['PASS', 'REJECT', 'APPROVE', 'FUND'])),
});
export type FinanceDetail = z.infer<typeof financeDetailSchema>;

/** The figures of 融资详情's head (domain.md §12, the FI's tiles; for a supplier its own): pending by step, funded this month, outstanding financed. */
export const financeSummarySchema = z.object({
  pendingReview: tallySchema,
  pendingFi: tallySchema,
  pendingFinal: tallySchema,
  pendingFunding: tallySchema,
  fundedThisMonth: tallySchema,
  outstanding: tallySchema,
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const financeRowSchema = z.object({
  appNo: z.string(),
  status: z.enum(APP_STATUSES),
  statusLabel: z.string(),
  applicant: corpRefSchema,
  fi: corpRefSchema,
  creditNo: z.string(),
  financeAmount: amountSchema,
  netAmount: amountSchema,
  annualRate: z.string(),
  dueDate: z.string(),
  loanNo: z.string().nullable(),
  createdAt: z.string(),
  /** The business date it was applied on: 申请日期. */
  businessDate: businessDateSchema,
  /** The step waiting: 待客户经理审核 / 待产品经理审批 / 待放款, or empty. */
  stage: z.string(),
});
export type FinanceRow = z.infer<typeof financeRowSchema>;
