// The applications engine (design.md §5.12): the state tables that business modules register as flow definitions,
// the one writer of an application's status, approvals with the key, the lists and details, flow records, todos,
// numbers and the messages every flow shares.
import type { ServerModule } from '../../platform/http/server-module';
import { applicationRoutes } from './applications.routes';

export const applicationsModule: ServerModule = { name: 'applications', routes: applicationRoutes };
export type { AppAction, AppTransition, EffectRunners, EffectSpec, Facts, FlowDefinition, OriginalType, Pending, Side } from './flow-definition';
export { ROLE_CM, ROLE_DIR, ROLE_FINAL, ROLE_OP, ROLE_PM, flow, pending, reviewed, transitions } from './flow-definition';
export { allPending, findTransition, flowOf, installFlows, installedFlows, pendingOf, servedFlow, transitionsFrom } from './flow-registry';
export { isActor, passesMakerChecker } from './maker-checker';
export type { AppParties, Who } from './maker-checker';
export { SYSTEM_ROLE, acting, inLedger } from './ledger-context';
export type { Acting, LedgerContext } from './ledger-context';
export { act, createApp, factsOf, newApp, partiesOf, transitionFor } from './transitions';
export type { ActOptions } from './transitions';
export { approvalOriginal, approve, decide, loadApp, proceed } from './approval.service';
export type { Via } from './approval.service';
export { appDigest, moneyText, originalLines, originalTypeOf } from './originals';
export { APP_SELECT, appByNo, appOf, insertApp, ledgerProductOf, updateAppStatus } from './application.repo';
export type { AppChange, AppRow, NewApp } from './application.repo';
export { applicationPage } from './application-list.repo';
export { accountView, actionsFor, applicationDetailView, applicationRowView } from './application.view';
export type { DetailParts } from './application.view';
export { detailOf } from './application-detail';
export { applicationDetail, issuerApplicationDetail, listApplications } from './applications.service';
export { FLOW_SELECT, flowsOfApp, insertFlow, insertFlows, recentFlows } from './flow.repo';
export type { FlowRow, NewFlow } from './flow.repo';
export { flowActionLabel, flowView } from './flow.view';
export { closeTodos, openTodo } from './todo.repo';
export type { NewTodo } from './todo.repo';
export { listTodos } from './todos.service';
export { appTodo, applyPageOf, messageRole, notifyAppResult, withParam, yuan } from './notices';
export { advanceSequence, appNoOf, nextAppNo, nextInSequence, nextInSequenceMany, serialOf, ymd } from './numbering.repo';
export { PAYING_SPECIAL, accountById, accountOf, corpById, staffByCorpRole, usersWithRole } from './party.repo';
export type { AccountRow, CorpRow } from './party.repo';
export { pathTo, seededAppSteps } from './seeded-steps';
export type { SeededApp, Staff } from './seeded-steps';
