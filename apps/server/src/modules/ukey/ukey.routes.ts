import { ukeyEndpoints } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute, RouteContext } from '../../platform/http/define-route';
import { renewKey, renewalOriginal } from './renewal.service';
import { signTestOriginal, signTestVerify } from './sign-test.service';
import { approveRevocation, deleteKey, deleteOriginal, requestLostRevocation, revocationsOf, sendLostKeySms, unbindKey } from './revocation.service';
import { applySoftCertificate, bindKey, changeKey, listBindings } from './ukey.service';
import type { UkeyEnv } from './ukey.service';
import { listBills, listRequests, markDownloaded, requestCertificate, requestDetail } from './ukey-requests.service';

const DIRECTOR = { role: ['ROLE_DIRECTOR'] } as const;
const e = ukeyEndpoints;

const withCa = (ctx: Pick<RouteContext<AnyEndpoint>, 'env' | 'services'>): UkeyEnv => ({
  ...ctx.env,
  testCa: ctx.services.testCa,
  trustAnchors: ctx.services.trustAnchors,
});

/**
 * Key management (spec §2 /my/enterprise-info/ukey/*, §6 "directors bind keys in user role settings"): bindings and
 * the soft-key test CA, 签名测试, 申请记录 and Ukey账单 for everyone in the corporation, 更换 and 注销 for directors,
 * 证书更新 and 证书下载 for the holder of the current role's key.
 */
export const ukeyRoutes: readonly ApiRoute[] = [
  defineRoute(e.list, { access: 'session', handler: ({ db, actor }) => listBindings(db, actor) }),
  defineRoute(e.bind, { access: DIRECTOR, handler: (ctx) => bindKey(withCa(ctx), ctx.actor, ctx.body) }),
  defineRoute(e.unbind, { access: DIRECTOR, handler: ({ env, actor, body }) => unbindKey(env, actor, body.ukeyNo) }),
  defineRoute(e.softCertificate, { access: 'session', handler: (ctx) => applySoftCertificate(withCa(ctx), ctx.actor, ctx.body) }),
  defineRoute(e.signTestOriginal, { access: 'session', handler: ({ env, actor }) => signTestOriginal(env, actor) }),
  defineRoute(e.signTestVerify, { access: 'session', handler: ({ env, actor, body }) => signTestVerify(env, actor, body) }),
  defineRoute(e.requests, { access: 'session', handler: ({ db, actor }) => listRequests(db, actor) }),
  defineRoute(e.requestDetail, { access: 'session', handler: ({ db, actor, body }) => requestDetail(db, actor, body.requestId) }),
  defineRoute(e.certificate, { access: 'session', handler: ({ db, actor, body }) => requestCertificate(db, actor, body.requestId) }),
  defineRoute(e.downloaded, { access: 'session', handler: ({ env, actor, body }) => markDownloaded(env, actor, body.requestId) }),
  defineRoute(e.bills, { access: 'session', handler: ({ db, actor }) => listBills(db, actor) }),
  defineRoute(e.change, { access: DIRECTOR, handler: (ctx) => changeKey(withCa(ctx), ctx.actor, ctx.body) }),
  defineRoute(e.deleteOriginal, { access: DIRECTOR, handler: ({ env, actor, body }) => deleteOriginal(env, actor, body) }),
  defineRoute(e.delete, { access: DIRECTOR, handler: ({ env, actor, body }) => deleteKey(env, actor, body) }),
  defineRoute(e.lostSms, { access: DIRECTOR, handler: ({ env, actor, body, services }) => sendLostKeySms(env, actor, body.ukeyNo, services.demoTools) }),
  defineRoute(e.lost, { access: DIRECTOR, handler: ({ env, actor, body }) => requestLostRevocation(env, actor, body) }),
  defineRoute(e.revocations, { access: DIRECTOR, handler: ({ db, actor }) => revocationsOf(db, actor) }),
  defineRoute(e.approveRevocation, { access: DIRECTOR, handler: ({ env, actor, body }) => approveRevocation(env, actor, body.revocationId) }),
  defineRoute(e.renewOriginal, { access: 'session', handler: ({ env, actor }) => renewalOriginal(env, actor) }),
  defineRoute(e.renew, { access: 'session', handler: (ctx) => renewKey(withCa(ctx), ctx.actor, ctx.body.payload) }),
];
