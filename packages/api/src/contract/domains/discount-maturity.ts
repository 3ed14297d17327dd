// 到期付款查询 (domain-lines.md §20.6) and the bank's 票据业务查询 (§20.2).
export { discountMaturityEndpoints } from '../endpoints/discount-maturity';
export {
  ADVANCE_PENALTY_RATE,
  advanceRepaySchema,
  FI_BILL_VIEWS,
  FI_BILL_VIEW_LABEL,
  MATURITY_STATUSES,
  MATURITY_STATUS_LABEL,
  fiBillQuerySchema,
  fiBillRowSchema,
  maturityQuerySchema,
  maturityRowSchema,
} from '../schemas/discount-maturity';
export type {
  AdvanceRepayInput,
  FiBillFilters,
  FiBillQuery,
  FiBillRow,
  FiBillView,
  MaturityFilters,
  MaturityQuery,
  MaturityRow,
  MaturityStatus,
} from '../schemas/discount-maturity';
