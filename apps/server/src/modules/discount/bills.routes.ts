import { SIGNING_ORIGINALS, discountBillEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as apps from './bills-apps.service';
import * as query from './bills-query.service';

const SUBMIT = { menu: '/discount/core/bab/submit' } as const;
const REVOKE = { menu: '/discount/core/bab/revoke' } as const;
const RECEIVE = { menu: '/discount/chain/bill/receive' } as const;

/**
 * The packages after acceptance (domain-lines.md §20.1, §20.3): each call under its page's grant, scoped by the services
 * to the caller's corporation; the operator's role is the engine's check; the director's 同意, 退回 and 拒绝 are the
 * generic ones over BAB_SUBMIT, BAB_RECEIVE (served here) and CONTRACT_SIGN (contract-sign hands BRV… here).
 */
export const billRoutes: readonly ApiRoute[] = [
  defineRoute(discountBillEndpoints.babs, { access: { menu: '/discount/core/bab/query' }, handler: ({ db, actor, body }) => query.babs(db, actor, body) }),
  defineRoute(discountBillEndpoints.deliver, { access: SUBMIT, handler: ({ env, actor, body }) => apps.deliver(env, actor, body) }),
  defineRoute(discountBillEndpoints.revoke, { access: REVOKE, handler: ({ env, actor, params, body }) => apps.revoke(env, actor, params.packageNo, body) }),
  defineRoute(discountBillEndpoints.toReceive, { access: RECEIVE, handler: ({ db, actor }) => query.toReceive(db, actor) }),
  defineRoute(discountBillEndpoints.receive, { access: RECEIVE, handler: ({ env, actor, params, body }) => apps.receive(env, actor, params.packageNo, body) }),
  defineRoute(discountBillEndpoints.apps, {
    access: { anyMenu: ['/discount/core/bab/submit', '/discount/core/bab/revoke', '/discount/chain/bill/receive'] },
    handler: ({ db, actor, body }) => apps.billApps(db, actor, body),
  }),
  defineRoute(discountBillEndpoints.mine, {
    access: { menu: '/discount/chain/bill/query' },
    handler: ({ env, actor, body }) => query.myBills(env.db, actor, body, env.businessDate),
  }),
  defineRoute(discountBillEndpoints.detail, {
    access: { menu: '/discount/bill/detail' },
    handler: ({ db, actor, params }) => query.billDetail(db, actor, params.packageNo),
  }),
  defineRoute(SIGNING_ORIGINALS.BAB_SUBMIT.endpoint, {
    access: SUBMIT,
    handler: ({ env, actor, params }) => apps.billOriginal(env, actor, params.id, 'BAB_SUBMIT'),
  }),
  defineRoute(SIGNING_ORIGINALS.BAB_RECEIVE.endpoint, {
    access: RECEIVE,
    handler: ({ env, actor, params }) => apps.billOriginal(env, actor, params.id, 'BAB_RECEIVE'),
  }),
];
