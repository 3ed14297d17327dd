// 电子账户 and 专户 (domain-lines.md §16.8): accounts at the simulated bank, binding by small deposit, 提现 and 流水.
export { eAccountEndpoints } from '../endpoints/e-accounts';
export {
  BANK_ACCOUNT_STATUS_LABEL,
  DEPOSIT_VERIFY_STATUS_LABEL,
  FLOW_DIRECTION_LABEL,
  MANDATE_STATE_LABEL,
  MANDATE_STATUS_LABEL,
  SPECIAL_PURPOSES,
  SPECIAL_PURPOSE_LABEL,
  accountFlowQuerySchema,
  eAccountApplySchema,
  eAccountBindSchema,
  specialAccountApplySchema,
  withdrawalApplySchema,
} from '../schemas/e-account';
export type {
  AccountFlow,
  AccountFlowQuery,
  BankAccountStatus,
  DemoCredit,
  DepositVerify,
  DepositVerifyStatus,
  EAccount,
  EAccountApplyInput,
  EAccountBindInput,
  EAccountOptions,
  MandateState,
  RepayMandate,
  SpecialAccount,
  SpecialAccountApplyInput,
  SpecialPurpose,
  WithdrawalApplyInput,
} from '../schemas/e-account';
export { COLLECT_BINDING_REFUSAL, FI_CONSENT_TEXT, collectBindInputSchema } from '../schemas/collect-binding';
export type { CollectBindInput, CollectBinding, CollectBindingChange } from '../schemas/collect-binding';
