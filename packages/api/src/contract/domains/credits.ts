// The shared references, the application (any business type) and the credit ledger with its limits.
export {
  APP_SCOPES,
  CREDIT_SCOPES,
  PART_TOO_MUCH,
  applicationListQuerySchema,
  contractOptionSchema,
  creditEndpoints,
  creditListQuerySchema,
  creditPartInputSchema,
  flowRecordQuerySchema,
  issueApplyInputSchema,
  issueLineInputSchema,
  productCoreCreditSchema,
  receiverSchema,
  returnApplyInputSchema,
  todoListQuerySchema,
  transferApplyInputSchema,
} from '../endpoints/credits';
export type {
  ApplicationListQuery,
  ContractOption,
  CreditListQuery,
  CreditPartInput,
  FlowRecordQuery,
  IssueApplyInput,
  IssueLineInput,
  ProductCoreCredit,
  Receiver,
  ReturnApplyInput,
  TransferApplyInput,
} from '../endpoints/credits';
export { distributionInputSchema, limitEndpoints } from '../endpoints/limits';
export type { DistributionInput } from '../endpoints/limits';
export { OLD_LINE_STATUSES, OLD_LINE_STATUS_LABEL, oldLimitEndpoints, oldLineCreditSchema, oldLineDetailSchema, oldLineSchema } from '../endpoints/old-limits';
export type { OldLine, OldLineCredit, OldLineDetail, OldLineStatus } from '../endpoints/old-limits';
export { PRODUCT_TYPES, amountSchema, businessDateSchema, signedMoneySchema } from '../schemas/refs';
export {
  APP_STATUSES,
  APP_STATUS_LABEL,
  BIZ_TYPES,
  BIZ_TYPE_LABEL,
  TERMINAL_APP_STATUSES,
  appNoSchema,
  applicationRowSchema,
  flowRecordSchema,
  todoSchema,
} from '../schemas/application';
export { appStatusLabel, readerSideOf } from '../schemas/app-status-label';
export type { ReaderSide } from '../schemas/app-status-label';
export {
  CREDIT_STATUSES,
  CREDIT_STATUS_LABEL,
  TERMINAL_CREDIT_STATUSES,
  applicationDetailSchema,
  creditHomeSchema,
  creditLineSchema,
  creditNoSchema,
  creditSchema,
  creditSlipSchema,
  creditTreeNodeSchema,
  limitLedgerEntrySchema,
} from '../schemas/credit';
export type { AccountRef, CorpRef, ProductType } from '../schemas/refs';
export type { AppStatus, ApplicationRow, BizType, FlowRecord, Todo } from '../schemas/application';
export type {
  ApplicationDetail,
  Credit,
  CreditHome,
  CreditLine,
  CreditSlip,
  CreditStatus,
  CreditTreeNode,
  HomeTile,
  IssueLine,
  SubLimit,
} from '../schemas/credit';
export { repaymentEndpoints } from '../endpoints/repayment';
export type { Repayment } from '../endpoints/repayment';
