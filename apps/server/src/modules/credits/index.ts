// The credits module: the credit ledger (limits, credits, applications, flows, todos) and its state machines.
export { creditRoutes } from './credits.routes';
export { approvalOriginal, distribute, lineCredits, lineLedger, linesFor } from './credits.service';
export { checkLedgerInvariants } from './invariants';
export { expireUnsignedCredits } from './sign-deadline';
export { planNumbers, writeLedgerPlan } from './ledger-seed';
export type { LedgerPlan, PlanApp, PlanCredit } from './ledger-seed';
