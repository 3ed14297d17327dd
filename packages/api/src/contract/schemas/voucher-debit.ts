/**
 * 支付通代扣 (domain-lines.md §17.4): the core home's 代扣计划 (next five due dates) and 逾期 with 立即补扣, a run's
 * outcome, and 覆盖率 on a holder's voucher detail. 'zod/mini' (ADR 0017): the core home may load with the app chunk.
 * Amounts are decimal strings (design.md §3).
 */
import * as z from 'zod/mini';

/** The reason codes of a debit not paid, with the message shown to the issuer, the holder and the FI alike. */
export const DEBIT_FAILURE_LABEL = {
  INSUFFICIENT_BALANCE: '付款账户余额不足',
  ACCOUNT_FROZEN: '付款账户已冻结',
  NO_MANDATE: '未签署或已撤销代扣授权',
  PAYEE_ACCOUNT_INVALID: '收款账户状态异常，请收款方维护收款账户',
} as const;
export type DebitFailureCode = keyof typeof DEBIT_FAILURE_LABEL;
const FAILURES = Object.keys(DEBIT_FAILURE_LABEL) as [DebitFailureCode, ...DebitFailureCode[]];

const amount = z.string();

/** One due date of 代扣计划: 到期金额, 还款专户可用余额, 资金缺口, 覆盖率 (whole percent; null when nothing is due). */
export const debitPlanDaySchema = z.object({
  dueDate: z.string(),
  count: z.int(),
  dueAmount: amount,
  available: amount,
  gap: amount,
  coverage: z.nullable(z.int()),
});
export type DebitPlanDay = z.infer<typeof debitPlanDaySchema>;

/** A voucher leaf gone 逾期 at its cut-off and not paid since. */
export const debitOverdueSchema = z.object({
  creditNo: z.string(),
  holderName: z.string(),
  amount,
  dueDate: z.string(),
  failCode: z.nullable(z.enum(FAILURES)),
  failReason: z.string(),
});
export type DebitOverdue = z.infer<typeof debitOverdueSchema>;

export const debitBoardSchema = z.object({
  /** The issuer's 还款专户 and whether its 代扣授权 is in force (null: none opened). */
  account: z.nullable(z.object({ accountNo: z.string(), available: amount, mandate: z.boolean() })),
  plan: z.array(debitPlanDaySchema),
  overdue: z.array(debitOverdueSchema),
});
export type DebitBoard = z.infer<typeof debitBoardSchema>;

/** What 立即补扣 did: one run (VDB…) per due date with overdue vouchers. */
export const debitRunsSchema = z.object({
  runs: z.array(
    z.object({
      runNo: z.string(),
      dueDate: z.string(),
      paid: z.array(z.string()),
      skipped: z.array(z.object({ creditNo: z.string(), failReason: z.string() })),
    }),
  ),
});
export type DebitRuns = z.infer<typeof debitRunsSchema>;

/** 覆盖率 of the issuer's account for the due date of a voucher the caller holds, from D−10 (null before, or when not live). */
export const debitCoverageSchema = z.object({ dueDate: z.nullable(z.string()), coverage: z.nullable(z.int()) });
export type DebitCoverage = z.infer<typeof debitCoverageSchema>;
