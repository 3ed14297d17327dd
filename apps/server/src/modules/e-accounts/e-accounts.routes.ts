import { SIGNING_ORIGINALS, eAccountEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { applyEAccount, backfillBind, cancelBind, eAccountOptions, eAccounts, sendEAccountSms, startBind } from './e-accounts.service';
import { accountFlows, applySpecialAccount, demoCredits, demoDeposit, specialAccounts } from './special-accounts.service';
import { repayMandates, revokeRepayMandate, signMandate } from './mandate.service';
import { applyWithdrawal, withdrawalOriginal } from './withdrawal.service';

const page = (p: string) => ({ menu: `/my/electronic-account/${p}` }) as const;
const INDEX = page('index');
const APPLY = page('apply');
const BIND = page('bind');
const MANDATE = page('special-account/bind');

/**
 * 电子账户 and 专户 (domain-lines.md §16.8), each behind the page that shows it; 提现's approval is the generic
 * /v1/applications/{appNo}/approve, signing ACCOUNT_COLLECT (its original served here).
 */
export const eAccountRoutes: readonly ApiRoute[] = [
  defineRoute(eAccountEndpoints.list, { access: INDEX, handler: ({ env, actor }) => eAccounts(env, actor) }),
  defineRoute(eAccountEndpoints.options, { access: 'session', handler: ({ db, actor }) => eAccountOptions(db, actor) }),
  defineRoute(eAccountEndpoints.sms, { access: APPLY, handler: ({ env, body, services }) => sendEAccountSms(env, body.mobile, services.demoTools) }),
  defineRoute(eAccountEndpoints.apply, { access: APPLY, handler: ({ env, actor, body }) => applyEAccount(env, actor, body) }),
  defineRoute(eAccountEndpoints.bind, { access: BIND, handler: ({ env, actor, body }) => startBind(env, actor, body) }),
  defineRoute(eAccountEndpoints.backfill, { access: BIND, handler: ({ env, actor, body }) => backfillBind(env, actor, body.accountId, body.amount) }),
  defineRoute(eAccountEndpoints.cancelBind, { access: BIND, handler: ({ env, actor, body }) => cancelBind(env, actor, body.accountId) }),
  defineRoute(eAccountEndpoints.withdraw, { access: INDEX, handler: ({ env, actor, body }) => applyWithdrawal(env, actor, body) }),
  defineRoute(SIGNING_ORIGINALS.ACCOUNT_COLLECT.endpoint, { access: INDEX, handler: ({ env, actor, params }) => withdrawalOriginal(env, actor, params.id) }),
  defineRoute(eAccountEndpoints.specialList, { access: page('special-account/index'), handler: ({ db, actor }) => specialAccounts(db, actor) }),
  defineRoute(eAccountEndpoints.specialApply, {
    access: page('special-account/apply'),
    handler: ({ env, actor, body }) => applySpecialAccount(env, actor, body),
  }),
  // 专户绑定: the 还款专户's 代扣授权, signed by the director (CONTRACT_SIGN, by account) and revoked.
  defineRoute(eAccountEndpoints.mandates, { access: MANDATE, handler: ({ env, actor }) => repayMandates(env, actor) }),
  defineRoute(eAccountEndpoints.signMandate, { access: MANDATE, handler: ({ env, actor, params, body }) => signMandate(env, actor, params.id, body) }),
  defineRoute(eAccountEndpoints.revokeMandate, { access: MANDATE, handler: ({ env, actor, params }) => revokeRepayMandate(env, actor, params.id) }),
  defineRoute(eAccountEndpoints.flows, { access: page('special-account/query'), handler: ({ db, actor, query }) => accountFlows(db, actor, query) }),
  defineRoute(eAccountEndpoints.demoTools, { access: 'session', handler: ({ services }) => Promise.resolve({ demoTools: services.demoTools }) }),
  // 模拟入金 from 专户查询 and from 电子账户 (to fund a withdrawal in the demo): the service checks the account is the caller's.
  defineRoute(eAccountEndpoints.demoDeposit, {
    access: { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR'] },
    handler: ({ env, actor, body, services }) => demoDeposit(env, actor, services.demoTools, body),
  }),
  defineRoute(eAccountEndpoints.demoCredits, {
    access: BIND,
    handler: ({ db, actor, query, services }) => demoCredits(db, actor, services.demoTools, query.accountNo),
  }),
];
