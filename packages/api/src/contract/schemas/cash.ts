/**
 * 兑付 (domain.md §5.5, §7.8): cash plans of an issuer for one due date and their payment lines, the month calendar
 * and the check before a plan is submitted. Amounts are decimal strings; dates business dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { amountSchema, corpRefSchema, userRefSchema } from './refs';
import { CREDIT_STATUSES } from './credit';
import { businessDateSchema } from './dates';
import { labelKeys } from './labels';
import { tallySchema } from './tally';

/** 兑付 through the core's SPECIAL account at the platform's bank, or (工行兑付) through its account at another bank. */
export const CASH_VARIANTS = ['CASH', 'ICBC'] as const;
export type CashVariant = (typeof CASH_VARIANTS)[number];
export const PAYER_ACCOUNT_TYPE_LABEL = { SPECIAL: '兑付专户', OTHER_BANK: '他行账户' } as const;
export type PayerAccountType = keyof typeof PAYER_ACCOUNT_TYPE_LABEL;

export const CASH_PLAN_STATUS_LABEL = {
  PENDING_REVIEW: '待审批',
  RETURNED: '已退回',
  CANCELLED: '已失效',
  APPROVED: '已审批',
  PAID: '已兑付',
} as const;
export type CashPlanStatus = keyof typeof CASH_PLAN_STATUS_LABEL;
export const CASH_PLAN_STATUSES = labelKeys(CASH_PLAN_STATUS_LABEL);

export const CASH_LINE_STATUS_LABEL = { PENDING: '待付款', PAYING: '付款中', PAID: '已付款', FAILED: '付款失败' } as const;
export type CashLineStatus = keyof typeof CASH_LINE_STATUS_LABEL;
export const CASH_LINE_STATUSES = labelKeys(CASH_LINE_STATUS_LABEL);

/** Who is paid: the holder, or the FI for a financed leaf (清分, domain.md §7.8). */
export const PAYEE_KIND_LABEL = { HOLDER: '持有人', FI: '金融机构' } as const;

export const cashAccountSchema = z.object({ accountNo: z.string(), accountName: z.string(), bankName: z.string() });
export type CashAccount = z.infer<typeof cashAccountSchema>;

/** Whom a leaf pays, to which account, and how much (清分: the holder, or the FI of a financed leaf). */
const payment = {
  payee: corpRefSchema,
  payeeKind: z.enum(['HOLDER', 'FI']),
  payeeAccount: cashAccountSchema.nullable(),
  amount: amountSchema,
};

/** One leaf credit due on a date, with whom it pays and its line when a plan has one. */
export const cashLeafSchema = z.object({
  creditNo: z.string(),
  rootNo: z.string(),
  holder: corpRefSchema,
  ...payment,
  dueDate: businessDateSchema,
  creditStatus: z.enum(CREDIT_STATUSES),
  /** The plan that covers it (the newest that is not cancelled), with its line's status. */
  planNo: z.string().nullable(),
  lineStatus: z.enum(CASH_LINE_STATUSES).nullable(),
});
export type CashLeaf = z.infer<typeof cashLeafSchema>;

export const cashLineSchema = z.object({
  /** null: an offline payment confirmed without a plan (兑付确认 of an overdue credit). */
  planNo: z.string().nullable(),
  lineNo: z.number().int().positive(),
  creditNo: z.string(),
  ...payment,
  status: z.enum(CASH_LINE_STATUSES),
  paidAt: z.string().nullable(),
  paidDate: z.nullable(businessDateSchema),
  bankSerial: z.string().nullable(),
  offline: z.boolean(),
  failReason: z.string(),
  creditStatus: z.enum(CREDIT_STATUSES),
});
export type CashLine = z.infer<typeof cashLineSchema>;

export const cashPlanSchema = z.object({
  planNo: z.string(),
  variant: z.enum(CASH_VARIANTS),
  issuer: corpRefSchema,
  dueDate: businessDateSchema,
  payerAccountType: z.enum(['SPECIAL', 'OTHER_BANK']),
  payerAccount: cashAccountSchema,
  total: amountSchema,
  paidTotal: z.string(),
  lineCount: z.number().int().nonnegative(),
  paidCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  status: z.enum(CASH_PLAN_STATUSES),
  fundsReady: z.boolean(),
  fundingRef: z.string(),
  creator: userRefSchema,
  createdAt: z.string(),
  comment: z.string(),
  lines: z.array(cashLineSchema),
  /** What the caller may do now: 同意 (with the key) and 退回 for the director who did not prepare it. */
  actions: z.array(z.enum(['APPROVE', 'RETURN', 'CANCEL'])),
});
export type CashPlan = z.infer<typeof cashPlanSchema>;

export type CashBucket = z.infer<typeof tallySchema>;
/** One day of the calendar: working or not, and the leaves due that day by state (待兑付 / 已审批 / 已兑付 / 逾期). */
export const cashCalendarDaySchema = z.object({
  date: businessDateSchema,
  working: z.boolean(),
  count: z.number().int().nonnegative(),
  total: amountSchema,
  toPay: tallySchema,
  approved: tallySchema,
  paid: tallySchema,
  overdue: tallySchema,
  /** A plan for the day waits for approval. */
  pendingPlans: z.number().int().nonnegative(),
});
export type CashCalendarDay = z.infer<typeof cashCalendarDaySchema>;
export const cashCalendarSchema = z.object({
  month: z.string(),
  businessDate: businessDateSchema,
  days: z.array(cashCalendarDaySchema),
  nextDueDate: z.nullable(businessDateSchema),
});
export type CashCalendar = z.infer<typeof cashCalendarSchema>;

/** 兑付检查 for a due date: the window, the leaves still to pay, the payer account with its balance and the shortfall. */
export const cashCheckSchema = z.object({
  dueDate: z.nullable(businessDateSchema),
  variant: z.enum(CASH_VARIANTS),
  windowFrom: z.nullable(businessDateSchema),
  /** The last moment to submit: the due date at 16:00 (Asia/Shanghai). */
  windowTo: z.string().nullable(),
  /** Whether a plan may be submitted now, and why not. */
  open: z.boolean(),
  closedReason: z.string(),
  leaves: z.array(cashLeafSchema),
  total: amountSchema,
  payerAccount: cashAccountSchema.nullable(),
  /** The SPECIAL account's balance (null for another bank's account: the platform does not see it). */
  balance: amountSchema.nullable(),
  shortfall: amountSchema,
  /** A plan for this date already waits for approval. */
  pendingPlanNo: z.string().nullable(),
});
export type CashCheck = z.infer<typeof cashCheckSchema>;
