import { creditEndpoints, limitEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import {
  contractsForIssue,
  creditDetail,
  creditFlow,
  creditFlowRecords,
  creditSlip,
  decideAsCounterparty,
  issueApply,
  lineCredits,
  issuersFor,
  listCredits,
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

/** Pages below the product's area (`/credit/...` or `/voucher/...`): the request's product decides which is checked (security.md §1.10). */
const ISSUE_PAGE = { productMenu: '/core/issue/issue' } as const;
/** Enterprise and bank staff read the credits and applications of their own corporation (every read is scoped by it). */
const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
const OPERATORS = { role: ['ROLE_OPERATOR'] } as const;
const TRANSFER_PAGE = { productMenu: '/chain/transfer/apply' } as const;
const RETURN_PAGE = { productMenu: '/chain/return/apply' } as const;

/** The credit ledger's calls (domain.md §5–§7, §12): issue, sign-for, withdraw, recycle, transfer, return, and reads (the homes are modules/homes). */
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
    access: { productMenu: '/core/issue/issue-black' },
    handler: ({ env, actor, body }) => withdrawApply(env, actor, body),
  }),
  defineRoute(creditEndpoints.recycleApply, {
    access: { productMenu: '/core/recycle/apply' },
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
  // The counterparty's operator of a transfer (on /credit/todo) or a return (on 退回确认, core or chain menus); the service
  // checks the application is addressed to its corporation.
  defineRoute(creditEndpoints.decide, { access: OPERATORS, handler: ({ env, actor, params, body }) => decideAsCounterparty(env, actor, params.appNo, body) }),
  defineRoute(creditEndpoints.credits, { access: READERS, handler: ({ env, actor, body }) => listCredits(env.db, actor, body, env.businessDate) }),
  defineRoute(creditEndpoints.credit, { access: READERS, handler: ({ db, actor, params }) => creditDetail(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.flow, { access: READERS, handler: ({ db, actor, params }) => creditFlow(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.flowRecords, { access: READERS, handler: ({ db, actor, params, body }) => creditFlowRecords(db, actor, params.creditNo, body) }),
  defineRoute(creditEndpoints.slip, { access: READERS, handler: ({ db, actor, params }) => creditSlip(db, actor, params.creditNo) }),
  defineRoute(creditEndpoints.productCoreCredits, { access: 'session', handler: ({ db }) => productParameters(db) }),
  // A line's outstanding credits (额度详情, /my/limit/detail): the line must be one the caller may read.
  defineRoute(limitEndpoints.lineCredits, {
    access: { menu: '/my/limit/detail' },
    handler: ({ db, actor, params, body }) => lineCredits(db, actor, params.lineId, body),
  }),
];
