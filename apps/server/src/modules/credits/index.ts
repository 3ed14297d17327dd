// The credits module: the credit ledger (limits, credits, applications, flows, todos) and its state machines.
export { creditRoutes } from './credits.routes';
export { approvalOriginal, distribute, lineCredits, lineLedger, linesFor } from './credits.service';
export { checkLedgerInvariants } from './invariants';
// Financing (issue 14 part 3) runs on the generic machine: its own calls take these steps, and wire its hooks.
export { approve, decide, proceed } from './approval.service';
export { setAppHooks } from './app-hooks';
export type { AppHook, AppHookName } from './app-hooks';
export { applyOnHeldCredits } from './holder-apply';
export type { CheckedPart } from './holder-flow.rules';
export { applicationDetail, issuerApplicationDetail } from './applications.service';
export { expireUnsignedCredits } from './sign-deadline';
export { planNumbers, writeLedgerPlan } from './ledger-seed';
export type { LedgerPlan, PlanApp, PlanCredit } from './ledger-seed';
// For the cash module (domain.md §7.8): the ledger's transaction, its moves and the generic approval it builds on.
export { approve as approveApplication, decide as decideApplication } from './approval.service';
export { appByNo, appOf, insertAppCredits } from './application.repo';
export type { AppRow } from './application.repo';
export { amountOf, moveCredits } from './credit-moves';
export { creditsByNos } from './credit.repo';
export type { CreditRow } from './credit.repo';
export { SYSTEM_ROLE, acting, inLedger } from './ledger-context';
export type { LedgerContext } from './ledger-context';
export { refuse } from './ledger-errors';
export { moveLimit } from './limit-effects';
export { lockLimits } from './limit.repo';
export { nextAppNo } from './numbering.repo';
export { act, createApp, newApp } from './transitions';
export { usersWithRole } from './party.repo';
export type { AccountRow } from './party.repo';
export { creditSlip } from './credit-reads.service';
