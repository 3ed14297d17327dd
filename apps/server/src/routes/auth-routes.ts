import { homePath, loginRequestSchema, publicKeySchema, switchRoleRequestSchema, tokenSchema, corpInfoSchema } from '@scf/api/contract';
import type { CorpType, RoleCode } from '@scf/api/contract';
import { z } from 'zod';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { authToken } from '../security/auth-token';
import { clearSessionCookies, setSessionCookies } from '../security/cookies';
import { DUMMY_HASH, verifyPassword } from '../security/password';
import { decryptField } from '../security/rsa-decrypt';
import { ABSOLUTE_TIMEOUT_MS } from '../security/session-store';
import { mintXsrfToken } from '../security/xsrf';
import { findUser } from '../services/corp-user';
import { corpInfo } from '../services/session-info';
import { requireUser } from './require-user';

const loginResultSchema = z.object({ userName: z.string(), homePath: z.string() });

export const AUTH_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/security/public-keys',
    access: 'public',
    xsrf: false,
    startsSession: true,
    response: publicKeySchema,
    handler: async ({ services }) => ({ kid: services.secrets.rsa.kid, publicKey: services.secrets.rsa.publicKeyPem }),
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResultSchema,
    handler: async ({ body, db, clock, services, session, reply }) => {
      const now = clock.now();
      const { throttle, secrets, sessions } = services;
      const locked = await throttle.isLocked(body.username, now);
      const password = decryptField(secrets, body.kid, body.password);
      const user = await findUser(db, { userName: body.username });
      // Always run one scrypt verification so timing does not reveal whether the user exists.
      const ok = (await verifyPassword(password ?? '', user?.passwordHash ?? DUMMY_HASH)) && !!user && password !== null && !locked;
      if (!ok || !user) {
        await throttle.recordFailure(body.username, now);
        throw fail.badCredentials();
      }
      await throttle.reset(body.username);
      const next = await sessions.rotate(session, now, { userId: user.userId, role: user.defaultRole });
      setSessionCookies(reply, next.sid, mintXsrfToken(secrets.xsrfKey, next.sid), services.secureCookies);
      return { userName: user.userName, homePath: homePath(user.corpType as CorpType, user.defaultRole as RoleCode) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/security/token',
    access: 'session',
    // This call hands out the bearer token, so it cannot require it; the session cookie and XSRF still apply.
    bearer: false,
    response: tokenSchema,
    handler: async ({ session, services, clock }) => {
      const s = session!;
      return {
        accessToken: authToken(services.secrets.xsrfKey, s.sid),
        expiresIn: Math.max(1, Math.ceil((s.createdAt + ABSOLUTE_TIMEOUT_MS - clock.now()) / 1000)),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/logout',
    access: 'session',
    handler: async ({ session, services, reply }) => {
      await services.sessions.remove(session!.sid);
      clearSessionCookies(reply, services.secureCookies);
      reply.header('Clear-Site-Data', '"cache", "cookies", "storage"');
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/security/switch-role',
    access: 'session',
    body: switchRoleRequestSchema,
    response: corpInfoSchema,
    handler: async ({ body, session, db, services }) => {
      const user = await requireUser(db, session);
      if (!user.roles.some((r) => r.code === body.roleCode)) throw fail.badRequest('您没有该角色');
      await services.sessions.setRole(session!, body.roleCode);
      return corpInfo(db, user, body.roleCode);
    },
  }),
];
