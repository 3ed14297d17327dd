import { z } from 'zod';
import { money } from '../../validators/money';
import { APP_STATUSES, BIZ_TYPES, appNoSchema } from './application';
import { applicationDetailSchema } from './credit';
import { DISCOUNT_PAYERS, DISCOUNT_REFUSALS, packageNoSchema } from './discount';
import { filterText, pagedQuery } from '../paging';
import { labelKeys } from './labels';
import { opinionSchema, requiredOpinionSchema } from './opinion';
import { accountRefSchema, amountSchema, businessDateSchema, corpRefSchema } from './refs';
import { signaturePayloadSchema } from './signature';

/**
 * 贴现 (domain-lines.md §20.4–§20.5): the seller's bills it may discount, the mandatory 贴现试算, the application (one
 * bill DISCOUNT_BILL DSL…, 2–50 DISCOUNT_BATCH DSB…), 贴现查询 and its detail, 撤回, the drawer's 买方付息确认 and the
 * bank's 贴现审批 (客户经理 审核通过 / 驳回, 产品经理 签收 = DVP).
 */

/** The most bills one application takes (§20.4). */
export const DISCOUNT_BATCH_MAX = 50;

/** A bank's discount quote for a drawer's acceptances: 贴现利率 ('1.50%') and 顺延规则 (0–5, bill-deferral.ts). */
export const discountQuoteSchema = z.object({
  fi: corpRefSchema,
  annualRate: z.string(),
  deferralRule: z.number().int().min(0).max(5),
  /** DEFERRAL_RULE_LABELS[deferralRule], e.g. 节假日顺延. */
  deferralRuleLabel: z.string(),
  /** N of rules 2–5 (0 otherwise). */
  deferralDays: z.number().int().nonnegative(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;

/** A HELD sub-range of a package the caller holds (子票区间; '0'–'0' is a whole, non-splittable package). */
export const discountHeldRangeSchema = z.object({ rangeId: z.string(), start: z.string(), end: z.string(), amount: amountSchema });
export type DiscountHeldRange = z.infer<typeof discountHeldRangeSchema>;

/** One package of the caller's bills (贴现申请's picker): facts, 可用金额 (Σ HELD), 锁定金额 (Σ DISCOUNTING), quotes. */
export const discountHoldingSchema = z.object({
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  /** 票据金额: the package's face. */
  amount: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  /** 是否可分包. */
  splittable: z.boolean(),
  notTransferable: z.boolean(),
  /** 可用金额: Σ the caller's HELD ranges. */
  available: amountSchema,
  /** 锁定金额: Σ the caller's DISCOUNTING ranges (in open applications). */
  locked: amountSchema,
  /** Due on or before the business date: 票据已到期，不能贴现. */
  due: z.boolean(),
  ranges: z.array(discountHeldRangeSchema),
  /** The banks quoting this drawer's acceptances. */
  quotes: z.array(discountQuoteSchema),
});
export type DiscountHolding = z.infer<typeof discountHoldingSchema>;

/** 入账账户: the caller's own settlement accounts. */
export const discountAccountSchema = accountRefSchema.extend({ accountId: z.string(), balance: amountSchema });
export type DiscountAccount = z.infer<typeof discountAccountSchema>;

export const discountHoldingsSchema = z.object({
  businessDate: businessDateSchema,
  packages: z.array(discountHoldingSchema),
  accounts: z.array(discountAccountSchema),
});
export type DiscountHoldings = z.infer<typeof discountHoldingsSchema>;

const positive = money.refine((v) => Number(v) > 0, '贴现金额须大于0');

/** One bill of a trial or an application: the package and 贴现金额 (the whole face for a non-splittable package). */
export const discountLineInputSchema = z.strictObject({ packageNo: packageNoSchema, amount: positive });
export type DiscountLineInput = z.infer<typeof discountLineInputSchema>;

const trialShape = {
  /** 贴现银行. */
  fiCorpId: z.string().min(1).max(64),
  /** 付息方式. */
  payer: z.enum(DISCOUNT_PAYERS),
  /** 买方付息比例 (1–99), 协议付息 only. */
  buyerPct: z.number().int().min(1, '买方付息比例须为1–99').max(99, '买方付息比例须为1–99').optional(),
  /** 1–50 bills (more: the server's refusal 一次贴现最多50张票据, DISCOUNT_BATCH_MAX; the schema caps the request at 500). */
  lines: z.array(discountLineInputSchema).min(1, '请选择票据').max(500, DISCOUNT_REFUSALS.batchMax),
};
const payerPct = (v: { payer: string; buyerPct?: number | undefined }) => (v.payer === 'AGREED') === (v.buyerPct !== undefined);
const payerPctIssue = { message: '协议付息须填写买方付息比例（1–99）', path: ['buyerPct'] };

/** 贴现试算 (§20.5) at the business date with the bank's current quote. */
export const discountTrialInputSchema = z.strictObject(trialShape).refine(payerPct, payerPctIssue);
export type DiscountTrialInput = z.infer<typeof discountTrialInputSchema>;

/** 提交: the trial's body, 入账账户 and the trial's date and rate (refused 请先完成贴现试算 unless today's and current). */
export const discountApplyInputSchema = z
  .strictObject({
    ...trialShape,
    accountId: z.string().min(1).max(64),
    trialDate: businessDateSchema,
    annualRate: z.string().min(1).max(16),
  })
  .refine(payerPct, payerPctIssue);
export type DiscountApplyInput = z.infer<typeof discountApplyInputSchema>;

/** The figures of one bill (贴现试算结果), also an application's line. */
export const discountTrialLineSchema = z.object({
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  dueDate: businessDateSchema,
  /** The held range the sub-range is taken from (best fit, §20.1). */
  fromRangeId: z.string(),
  /** 子票区间 taken: the lowest [start, end] of the range; '0'–'0' for a whole, non-splittable package. */
  start: z.string(),
  end: z.string(),
  /** 贴现金额. */
  amount: amountSchema,
  /** 计息到期日 and what moved it (e.g. 国庆节顺延; null when it did not move). */
  galeDate: businessDateSchema,
  galeDateNote: z.string().nullable(),
  /** 计息天数. */
  days: z.number().int().positive(),
  /** 贴现利息, 买方付息, 卖方付息, 实付金额. */
  interest: amountSchema,
  buyer: amountSchema,
  seller: amountSchema,
  proceeds: amountSchema,
});
export type DiscountTrialLine = z.infer<typeof discountTrialLineSchema>;

export const discountTotalsSchema = z.object({
  amount: amountSchema,
  interest: amountSchema,
  buyer: amountSchema,
  seller: amountSchema,
  proceeds: amountSchema,
});
export type DiscountTotals = z.infer<typeof discountTotalsSchema>;

/** 贴现试算结果: the date and rate the submit carries back, the rule, the basis (360), the payer split, lines and totals. */
export const discountTrialSchema = z.object({
  fi: corpRefSchema,
  trialDate: businessDateSchema,
  annualRate: z.string(),
  deferralRule: z.number().int().min(0).max(5),
  deferralRuleLabel: z.string(),
  basis: z.number().int(),
  payer: z.enum(DISCOUNT_PAYERS),
  /** p: 0 卖方付息, 100 买方付息, 1–99 协议付息. */
  buyerPct: z.number().int().min(0).max(100),
  lines: z.array(discountTrialLineSchema),
  totals: discountTotalsSchema,
});
export type DiscountTrial = z.infer<typeof discountTrialSchema>;

/** What the caller may do with a discount application now, beside the generic ones of `application.actions`. */
export const DISCOUNT_ACTION_LABEL = {
  REVOKE: '撤回',
  PAYER_CONFIRM: '确认付息',
  PAYER_SIGN: '签署',
  PAYER_REFUSE: '拒绝',
  FI_PASS: '审核通过',
  FI_REJECT: '驳回',
  FI_RECEIVE: '签收',
} as const;
export type DiscountAction = keyof typeof DISCOUNT_ACTION_LABEL;
export const DISCOUNT_ACTIONS = labelKeys(DISCOUNT_ACTION_LABEL);

/** An application's bill: its trial line, the range it locks and that range's status now. */
export const discountAppLineSchema = discountTrialLineSchema.extend({
  rangeId: z.string(),
  rangeStatus: z.string(),
});
export type DiscountAppLine = z.infer<typeof discountAppLineSchema>;

/** 贴现查询's row (seller, bank and drawer alike). */
export const discountRowSchema = z.object({
  appNo: appNoSchema,
  bizType: z.enum(BIZ_TYPES),
  status: z.enum(APP_STATUSES),
  seller: corpRefSchema,
  fi: corpRefSchema,
  /** The drawers of its bills (one for a single bill). */
  drawers: z.array(corpRefSchema),
  payer: z.enum(DISCOUNT_PAYERS),
  buyerPct: z.number().int(),
  annualRate: z.string(),
  billCount: z.number().int().positive(),
  totals: discountTotalsSchema,
  /** 申请日期 (the business date it was submitted). */
  appliedDate: businessDateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 签收日 (the bank's signing date), once COMPLETED. */
  receivedOn: z.string().nullable(),
});
export type DiscountRow = z.infer<typeof discountRowSchema>;

/** Which applications: as 贴现申请人 (seller), as 贴现银行 (fi), as 出票人 paying interest (payer); default every role of the caller's corporation. */
export const DISCOUNT_LIST_ROLES = ['seller', 'fi', 'payer'] as const;

export const discountListQuerySchema = pagedQuery(
  {
    role: z.enum(DISCOUNT_LIST_ROLES),
    status: z.enum(APP_STATUSES),
    /** Several statuses (a queue: 待银行签收 = PENDING_FI + PENDING_FINAL); with `status` both must hold. */
    statuses: z.array(z.enum(APP_STATUSES)).max(20),
    /** 申请编号 or 票据包号 (part). */
    keyword: filterText,
    /** 申请日期 from / to (business dates). */
    dateFrom: businessDateSchema,
    dateTo: businessDateSchema,
  },
  ['createdAt', 'amount'],
);
export type DiscountListQuery = z.input<typeof discountListQuerySchema>;

/** 贴现详情: the engine's application (status, parties, flow, generic actions, approveOriginal) and the discount's facts. */
export const discountDetailSchema = z.object({
  application: applicationDetailSchema,
  row: discountRowSchema,
  deferralRule: z.number().int().min(0).max(5),
  deferralRuleLabel: z.string(),
  basis: z.number().int(),
  /** The trial's date the application was submitted with. */
  trialDate: businessDateSchema,
  /** 入账账户. */
  account: discountAccountSchema.omit({ balance: true }),
  lines: z.array(discountAppLineSchema),
  /** PENDING_PAYER: the drawer's operator confirmed, its director signs next. */
  payerConfirmed: z.boolean(),
  /** The discount's own actions open to the caller now. */
  actions: z.array(z.enum(DISCOUNT_ACTIONS)),
});
export type DiscountDetail = z.infer<typeof discountDetailSchema>;

/** 撤回 (seller's director, DISCOUNT_*_REVOKE) and 签收 (bank's product manager, DISCOUNT_*_RECEIVE): the signature. */
export const discountSignedSchema = signaturePayloadSchema.strict();
/** 确认付息 (drawer's operator) and 审核通过 (bank's client manager): an optional 意见. */
export const discountPassSchema = z.strictObject({ comment: opinionSchema.default('') });
/** 拒绝 (drawer) and 驳回 (bank): 意见 required. */
export const discountRefuseSchema = z.strictObject({ comment: requiredOpinionSchema });
