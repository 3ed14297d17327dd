import { SIGNING_ORIGINALS, creditEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import {
  applicationDetail,
  approvalOriginal,
  approve,
  contractsForIssue,
  creditDetail,
  creditFlow,
  creditFlowRecords,
  creditHome,
  creditSlip,
  decide,
  decideAsCounterparty,
  issueApply,
  issuersFor,
  listApplications,
  listCredits,
  listTodos,
  productParameters,
  receiversFor,
  recycleApply,
  returnApply,
  returnTarget,
  signFor,
  transferAllocate,
  transferApply,
  transferContracts,
  transferReceivers,
  withdrawApply,
} from './credits.service';

const ISSUE_PAGE = { menu: '/credit/core/issue/issue' } as const;
/** Enterprise and bank staff read the credits and applications of their own corporation (every read is scoped by it). */
const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
/** Approvals are a director's (and, above the threshold, the final reviewer's); the state table names which step is whose. */
const APPROVERS = { role: ['ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW'] } as const;
const OPERATORS = { role: ['ROLE_OPERATOR'] } as const;
const TRANSFER_PAGE = { menu: '/credit/chain/transfer/apply' } as const;
const RETURN_PAGE = { menu: '/credit/chain/return/apply' } as const;

/** The credit ledger's calls (domain.md §5–§7, §12): issue, sign-for, withdraw, recycle, the generic approvals, reads, homes and todos. */
export const creditRoutes: readonly ApiRoute[] = [
  defineRoute(creditEndpoints.issuers, { access: ISSUE_PAGE, handler: ({ db, actor }) => issuersFor(db, actor) }),
  defineRoute(creditEndpoints.receivers, {
    access: ISSUE_PAGE,
    handler: ({ db, actor, body }) => receiversFor(db, actor, body.issuerCorpId, body.productType),
  }),
  defineRoute(creditEndpoints.contracts, {
    access: ISSUE_PAGE,
    handler: ({ db, actor, body }) => contractsForIssue(db, actor, body.issuerCorpId, body.receiverCorpId),
  }),
  defineRoute(creditEndpoints.issueApply, { access: ISSUE_PAGE, handler: ({ env, actor, body }) => issueApply(env, actor, body) }),
  // The chain operator signs for on its home and on /credit/todo; the service checks the credit waits for its corporation.
  defineRoute(creditEndpoints.signFor, { access: OPERATORS, handler: ({ env, actor, params, body }) => signFor(env, actor, params.creditNo, body) }),
  defineRoute(creditEndpoints.withdrawApply, {
    access: { menu: '/credit/core/issue/issue-black' },
    handler: ({ env, actor, body }) => withdrawApply(env, actor, body),
  }),
  defineRoute(creditEndpoints.recycleApply, {
    access: { menu: '/credit/core/recycle/apply' },
    handler: ({ env, actor, body }) => recycleApply(env, actor, body),
  }),
  defineRoute(creditEndpoints.transferReceivers, { access: TRANSFER_PAGE, handler: ({ db, actor, body }) => transferReceivers(db, actor, body.productType) }),
  defineRoute(creditEndpoints.transferContracts, {
    access: TRANSFER_PAGE,
    handler: ({ db, actor, body }) => transferContracts(db, actor, body.receiverCorpId),
  }),
  defineRoute(creditEndpoints.transferAllocate, { access: TRANSFER_PAGE, handler: ({ env, actor, body }) => transferAllocate(env, actor, body) }),
  defineRoute(creditEndpoints.transferApply, { access: TRANSFER_PAGE, handler: ({ env, actor, body }) => transferApply(env, actor, body) }),
  defineRoute(creditEndpoints.returnTarget, { access: RETURN_PAGE, handler: ({ db, actor, params }) => returnTarget(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.returnApply, { access: RETURN_PAGE, handler: ({ env, actor, body }) => returnApply(env, actor, body) }),
  // The counterparty's operator of a transfer (on /credit/todo) or a return (on 退回确认, core or chain menus); the service checks the application is addressed to its corporation.
  defineRoute(creditEndpoints.decide, { access: OPERATORS, handler: ({ env, actor, params, body }) => decideAsCounterparty(env, actor, params.appNo, body) }),
  defineRoute(creditEndpoints.credits, { access: READERS, handler: ({ env, actor, body }) => listCredits(env.db, actor, body, env.businessDate) }),
  defineRoute(creditEndpoints.credit, { access: READERS, handler: ({ db, actor, params }) => creditDetail(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.flow, { access: READERS, handler: ({ db, actor, params }) => creditFlow(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.flowRecords, { access: READERS, handler: ({ db, actor, params, body }) => creditFlowRecords(db, actor, params.creditNo, body) }),
  defineRoute(creditEndpoints.slip, { access: READERS, handler: ({ db, actor, params }) => creditSlip(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.applications, { access: READERS, handler: ({ db, actor, body }) => listApplications(db, actor, body) }),
  defineRoute(creditEndpoints.application, { access: READERS, handler: ({ db, actor, params }) => applicationDetail(db, actor, params.appNo) }),
  defineRoute(creditEndpoints.approve, { access: APPROVERS, handler: ({ env, actor, params, body }) => approve(env, actor, params.appNo, body) }),
  defineRoute(creditEndpoints.return, {
    access: APPROVERS,
    handler: ({ env, actor, params, body }) => decide(env, actor, params.appNo, 'RETURN', body.comment),
  }),
  defineRoute(creditEndpoints.reject, {
    access: APPROVERS,
    handler: ({ env, actor, params, body }) => decide(env, actor, params.appNo, 'REJECT', body.comment),
  }),
  defineRoute(creditEndpoints.cancel, { access: OPERATORS, handler: ({ env, actor, params }) => decide(env, actor, params.appNo, 'CANCEL') }),
  // The role's home page must be granted too (checked by the service for the asked side).
  defineRoute(creditEndpoints.home, {
    access: { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY'] },
    handler: ({ env, actor, body }) => creditHome(env.db, actor, body, env.businessDate),
  }),
  defineRoute(creditEndpoints.todos, { access: 'session', handler: ({ db, actor, body }) => listTodos(db, actor, body) }),
  defineRoute(creditEndpoints.productCoreCredits, { access: 'session', handler: ({ db }) => productParameters(db) }),
  defineRoute(SIGNING_ORIGINALS.CREDIT_ASSEMBLE.endpoint, {
    access: APPROVERS,
    handler: ({ env, actor, params }) => approvalOriginal(env, actor, params.ids, 'CREDIT_ASSEMBLE'),
  }),
];
