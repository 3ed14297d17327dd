// 兑付 (domain.md §7.8).
export { cashConfirmInputSchema, cashEndpoints, cashPlanListQuerySchema, cashSubmitInputSchema } from '../endpoints/cash';
export type { CashConfirmInput, CashPlanListQuery, CashSubmitInput } from '../endpoints/cash';
export {
  CASH_LINE_STATUSES,
  CASH_LINE_STATUS_LABEL,
  CASH_PLAN_STATUSES,
  CASH_PLAN_STATUS_LABEL,
  CASH_VARIANTS,
  PAYEE_KIND_LABEL,
  PAYER_ACCOUNT_TYPE_LABEL,
  cashCalendarSchema,
  cashCheckSchema,
  cashLeafSchema,
  cashLineSchema,
  cashPlanSchema,
} from '../schemas/cash';
export type {
  CashAccount,
  CashBucket,
  CashCalendar,
  CashCalendarDay,
  CashCheck,
  CashLeaf,
  CashLine,
  CashLineStatus,
  CashPlan,
  CashPlanStatus,
  CashVariant,
  PayerAccountType,
} from '../schemas/cash';
// 支付通代扣 (domain-lines.md §17.4): the debit at maturity of vouchers.
export { voucherDebitEndpoints } from '../endpoints/voucher-debit';
export { DEBIT_FAILURE_LABEL, debitBoardSchema, debitCoverageSchema, debitRunsSchema } from '../schemas/voucher-debit';
export type { DebitBoard, DebitCoverage, DebitFailureCode, DebitOverdue, DebitPlanDay, DebitRuns } from '../schemas/voucher-debit';
