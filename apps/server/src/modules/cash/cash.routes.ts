import { cashEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { check, submit } from './cash-plan.service';
import { proposeConfirm, confirmReceipt, refuseReceipt } from './cash-confirm.service';
import { approve, returnPlan } from './cash-pay.service';
import { calendar, day, listPlans, planDetail, unpaid } from './cash-reads.service';

/** The core's staff; each service checks the page of its corporation's role (the plan's variant decides which). */
const CORE_READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY'] } as const;
const OPERATORS = { role: ['ROLE_OPERATOR'] } as const;
const DIRECTORS = { role: ['ROLE_DIRECTOR'] } as const;
/** The bank holding a credit confirms an offline 兑付 reached it (the engine checks it is the application's counterparty). */
const BANK_SIGNERS = { role: ['ROLE_PRODUCT_MANAGER'] } as const;

/** 兑付 (domain.md §7.8): every call is the issuer's own; writes check the page of the variant too. */
export const cashRoutes: readonly ApiRoute[] = [
  defineRoute(cashEndpoints.calendar, { access: CORE_READERS, handler: ({ env, actor, body }) => calendar(env, actor, body.month) }),
  defineRoute(cashEndpoints.day, { access: CORE_READERS, handler: ({ env, actor, body }) => day(env, actor, body.date) }),
  defineRoute(cashEndpoints.check, { access: OPERATORS, handler: ({ env, actor, body }) => check(env, actor, body.variant, body.dueDate) }),
  defineRoute(cashEndpoints.submit, { access: OPERATORS, handler: ({ env, actor, body }) => submit(env, actor, body) }),
  defineRoute(cashEndpoints.plans, { access: CORE_READERS, handler: ({ db, actor, body }) => listPlans(db, actor, body) }),
  defineRoute(cashEndpoints.plan, { access: CORE_READERS, handler: ({ db, actor, params }) => planDetail(db, actor, params.planNo) }),
  defineRoute(cashEndpoints.approve, { access: DIRECTORS, handler: ({ env, actor, params, body }) => approve(env, actor, params.planNo, body) }),
  defineRoute(cashEndpoints.return, { access: DIRECTORS, handler: ({ env, actor, params, body }) => returnPlan(env, actor, params.planNo, body.comment) }),
  defineRoute(cashEndpoints.unpaid, { access: { menu: '/credit/core/cash/cash-confirm' }, handler: ({ env, actor }) => unpaid(env, actor) }),
  defineRoute(cashEndpoints.confirm, {
    access: { menu: '/credit/core/cash/cash-confirm' },
    handler: ({ env, actor, body }) => proposeConfirm(env, actor, body),
  }),
  defineRoute(cashEndpoints.receipt, { access: BANK_SIGNERS, handler: ({ env, actor, params, body }) => confirmReceipt(env, actor, params.appNo, body) }),
  defineRoute(cashEndpoints.refuseReceipt, {
    access: BANK_SIGNERS,
    handler: ({ env, actor, params, body }) => refuseReceipt(env, actor, params.appNo, body.comment),
  }),
];
