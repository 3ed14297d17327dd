import { authEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { issueAuthToken } from '../../platform/security/auth-token';
import { issueCaptcha } from '../../platform/security/captcha';
import { endUserSession, startUserSession } from '../../platform/security/login-session';
import { maskMobile } from './auth.view';
import { authenticate, corpInfo, grantedMenuTree, loginResult, switchRole, userInfo } from './auth.service';
import { sendSmsCode } from './sms-code.service';

/** Who you are and how you prove it (spec §7 uaa calls); the session itself is the platform's. */
export const authRoutes: readonly ApiRoute[] = [
  defineRoute(authEndpoints.publicKeys, {
    access: 'public',
    xsrf: false,
    startsSession: true,
    handler: async ({ services }) => ({ kid: services.secrets.rsa.kid, publicKey: services.secrets.rsa.publicKeyPem }),
  }),
  defineRoute(authEndpoints.login, {
    access: 'public',
    handler: async ({ db, services, session, reply, body, env, request }) => {
      const user = await authenticate(db, services, body, env, request.ip);
      await startUserSession(services, reply, session, { userId: user.userId, role: user.defaultRole }, env.now);
      return loginResult(user);
    },
  }),
  // 图形验证码 of a login from a client address past its failed-login threshold (limited per client).
  defineRoute(authEndpoints.captcha, { access: 'public', handler: ({ db, env }) => issueCaptcha(db, env.now) }),
  // This call hands out the bearer token, so it cannot require it; the session cookie and XSRF still apply.
  defineRoute(authEndpoints.token, {
    access: 'session',
    bearer: false,
    handler: async ({ services, session, env }) => issueAuthToken(services.secrets.xsrfKey, session, env.now),
  }),
  defineRoute(authEndpoints.logout, {
    access: 'session',
    handler: async ({ services, reply, session }) => {
      await endUserSession(services, reply, session);
      return null;
    },
  }),
  defineRoute(authEndpoints.switchRole, {
    access: 'session',
    handler: async ({ db, actor, session, services, body }) => {
      const info = await switchRole(db, actor, body.roleCode);
      await services.sessions.setRole(session, body.roleCode);
      return info;
    },
  }),
  defineRoute(authEndpoints.smsCode, {
    // Sent from the public register and reset-password pages; the per-mobile throttle is what limits it.
    access: 'public',
    handler: async ({ db, body, env, request, services }) => {
      const answer = await sendSmsCode(db, body, env.now, { demo: services.demoTools });
      request.log.info({ mobile: maskMobile(body.mobile), scene: body.scene }, 'sms verify code written to sms_outbox');
      return answer;
    },
  }),
  defineRoute(authEndpoints.userInfo, {
    access: 'session',
    // The profile is kept with the cached session until access changes (migrations 0075, 0077): the bench's signed read.
    handler: ({ db, actor, session, services, env }) => userInfo(db, actor, (load) => services.sessions.derive(session, 'profile', env.now, load)),
  }),
  defineRoute(authEndpoints.corpInfo, { access: 'session', handler: ({ db, actor }) => corpInfo(db, actor) }),
  defineRoute(authEndpoints.grantedMenuTree, { access: 'session', handler: ({ db, actor }) => grantedMenuTree(db, actor) }),
];
