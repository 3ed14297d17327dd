// The credits module: the credit ledger (limits, credits, applications, flows, todos) and its state machines.
export { creditRoutes } from './credits.routes';
export { approvalOriginal, distribute, lineCredits, lineLedger, linesFor } from './credits.service';
export { checkLedgerInvariants } from './invariants';
// Financing (issue 14 part 3) runs on the generic machine: its own calls take these steps, and wire its hooks.
export { approve, decide, proceed } from './approval.service';
export { setAppHooks } from './app-hooks';
export type { AppHook, AppHookName } from './app-hooks';
export type { AppRow } from './application.repo';
export type { LedgerContext } from './ledger-context';
export { amountOf } from './credit-moves';
export { applyOnHeldCredits } from './holder-apply';
export type { CheckedPart } from './holder-flow.rules';
export type { CreditRow } from './credit.repo';
export { applicationDetail } from './applications.service';
export { expireUnsignedCredits } from './sign-deadline';
export { planNumbers, writeLedgerPlan } from './ledger-seed';
export type { LedgerPlan, PlanApp, PlanCredit } from './ledger-seed';
