// The credits module: the credit ledger (credits, their state machine and moves, issue, sign-for, transfer with
// split, return, withdraw, recycle) with its flows on the applications engine and its limits in modules/limits.
import type { ServerModule } from '../../platform/http/server-module';
import { CREDIT_FLOWS } from './credits.flows';
import { creditRoutes } from './credits.routes';
import { expireUnsignedCredits } from './sign-deadline';

export const creditsModule: ServerModule = {
  name: 'credits',
  routes: creditRoutes,
  flows: CREDIT_FLOWS,
  // The 30-day sign deadline (超期未签收) follows the business date, so it runs with the sweeps.
  jobs: [{ name: 'sign-deadline', run: expireUnsignedCredits }],
};

export { checkLedgerInvariants } from './invariants';
// For the flows of other modules (financing, cash): the credits' effects, originals, details and moves.
export { creditEffects } from './credit-effects';
export type { CreditEffect } from './credit-effects';
export { creditDetail } from './credit-detail';
export { creditPartLines } from './originals';
export { creditActionLabel } from './credit.view';
export { createHeldCreditsApp } from './holder-apply';
export { checkedParts } from './holder-flow.rules';
export type { CheckedPart } from './holder-flow.rules';
export { insertAppCredits } from './app-parts.repo';
export { amountOf, moveCredits } from './credit-moves';
export { creditsByNos } from './credit.repo';
export type { CreditRow } from './credit.repo';
export { expireUnsignedCredits } from './sign-deadline';
export { writeLedgerPlan } from './ledger-seed';
export { planNumbers } from './ledger-plan';
export type { LedgerPlan, PlanApp, PlanCredit } from './ledger-plan';
export { creditSlip } from './credit-reads.service';
// For the exports (modules/exports): the lists the screens page through, read again for a file.
export { creditFlowRecords, listCredits } from './credit-reads.service';
// For the role homes (modules/homes): the credit pages and views, what an issuer may still issue.
export { creditPage, HELD_STATUSES } from './credit-list.repo';
export { creditView, creditFlowView } from './credit.view';
export { availableOf } from './issue.service';
