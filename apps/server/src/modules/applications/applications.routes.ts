import { SIGNING_ORIGINALS, creditEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { applicationDetail, listApplications } from './applications.service';
import { approvalOriginal, approve, decide } from './approval.service';
import { listTodos } from './todos.service';

/** Enterprise and bank staff read the applications of their own corporation (every read is scoped by it). */
const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
/** Approvals are a director's (and, above the threshold, the final reviewer's); each flow's table names which step is whose. */
const APPROVERS = { role: ['ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW'] } as const;
const OPERATORS = { role: ['ROLE_OPERATOR'] } as const;

/**
 * The engine's shared calls (domain.md §4.5, §4.6, §7.2): the lists and details of applications, the generic
 * approve / return / reject / cancel of any type whose flow allows it, the signing original of an approval, the todos.
 */
export const applicationRoutes: readonly ApiRoute[] = [
  defineRoute(creditEndpoints.applications, { access: READERS, handler: ({ db, actor, body }) => listApplications(db, actor, body) }),
  defineRoute(creditEndpoints.application, { access: READERS, handler: ({ db, actor, params }) => applicationDetail(db, actor, params.appNo) }),
  defineRoute(creditEndpoints.approve, { access: APPROVERS, handler: ({ env, actor, params, body }) => approve(env, actor, params.appNo, body, 'generic') }),
  defineRoute(creditEndpoints.return, {
    access: APPROVERS,
    handler: ({ env, actor, params, body }) => decide(env, actor, params.appNo, 'RETURN', body.comment, 'generic'),
  }),
  defineRoute(creditEndpoints.reject, {
    access: APPROVERS,
    handler: ({ env, actor, params, body }) => decide(env, actor, params.appNo, 'REJECT', body.comment, 'generic'),
  }),
  defineRoute(creditEndpoints.cancel, {
    access: OPERATORS,
    handler: ({ env, actor, params }) => decide(env, actor, params.appNo, 'CANCEL', undefined, 'generic'),
  }),
  defineRoute(creditEndpoints.todos, { access: 'session', handler: ({ db, actor, body }) => listTodos(db, actor, body) }),
  // The bank's product manager signs the same original for 兑付确认's 确认收款 (its step; the scope checks the transition).
  defineRoute(SIGNING_ORIGINALS.CREDIT_ASSEMBLE.endpoint, {
    access: { role: [...APPROVERS.role, 'ROLE_PRODUCT_MANAGER'] },
    handler: ({ env, actor, params }) => approvalOriginal(env, actor, params.ids, 'CREDIT_ASSEMBLE'),
  }),
];
