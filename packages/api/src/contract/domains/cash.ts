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
