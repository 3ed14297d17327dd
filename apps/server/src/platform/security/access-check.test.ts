import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import type { Queryable } from '../db/db';
import { checkAccess, checkMenu } from './access-check';
import type { Actor } from './actor';
import { authToken } from './auth-token';
import type { SessionState } from './session-store';

const tokenKey = randomBytes(32);
const session = (role: string | null, userId: string | null = 'u1'): SessionState => ({ sid: 'sid-1', userId, currentRole: role, createdAt: 0, lastSeenAt: 0 });
const bearer = { headers: { authorization: `Bearer ${authToken(tokenKey, 'sid-1')}` } };

async function codeOf(run: () => void | Promise<void>): Promise<string> {
  try {
    await run();
    return 'OK';
  } catch (e) {
    return e instanceof ApiError ? e.code : String(e);
  }
}

describe('checkAccess (no database: session and role rules are decided from the session alone)', () => {
  it('lets anyone through a public route', async () => {
    expect(await codeOf(() => checkAccess({ access: 'public' }, { headers: {} }, null, tokenKey))).toBe('OK');
  });

  it('needs a logged-in session and its bearer token for session routes', async () => {
    expect(await codeOf(() => checkAccess({ access: 'session' }, bearer, null, tokenKey))).toBe('UNAUTHENTICATED');
    expect(await codeOf(() => checkAccess({ access: 'session' }, bearer, session(null, null), tokenKey))).toBe('UNAUTHENTICATED');
    expect(await codeOf(() => checkAccess({ access: 'session' }, { headers: {} }, session('ROLE_OPERATOR'), tokenKey))).toBe('UNAUTHENTICATED');
    expect(await codeOf(() => checkAccess({ access: 'session', bearer: false }, { headers: {} }, session('ROLE_OPERATOR'), tokenKey))).toBe('OK');
    expect(await codeOf(() => checkAccess({ access: 'session' }, bearer, session('ROLE_OPERATOR'), tokenKey))).toBe('OK');
  });

  it('checks the current role for role routes', async () => {
    const rule = { access: { role: ['ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW'] as const } };
    expect(await codeOf(() => checkAccess(rule, bearer, session('ROLE_DIRECTOR'), tokenKey))).toBe('OK');
    expect(await codeOf(() => checkAccess(rule, bearer, session('ROLE_OPERATOR'), tokenKey))).toBe('FORBIDDEN');
  });
});

describe('checkMenu', () => {
  const actor = { corpId: 'C1', role: 'ROLE_OPERATOR' } as Actor;
  const paths = (granted: string[]): Queryable =>
    ({
      // The granted rows, the corporation's products, and no platform parameter record (no menu hidden by a flag).
      query: async (sql: string) =>
        sql.includes('role_menu') ? granted.map((path) => ({ path })) : sql.includes('sys_config') ? [] : [{ product_code: 'CREDIT' }],
    }) as unknown as Queryable;
  // A route that is not a menu route must not cost a query.
  const none = { query: () => Promise.reject(new Error('no database expected')) } as unknown as Queryable;

  it('passes a granted path and refuses any other', async () => {
    expect(await codeOf(() => checkMenu(paths(['/credit/core/issue/issue']), actor, { menu: '/credit/core/issue/issue' }))).toBe('OK');
    expect(await codeOf(() => checkMenu(paths(['/credit/core/index/query']), actor, { menu: '/credit/core/issue/issue' }))).toBe('FORBIDDEN');
    expect(await codeOf(() => checkMenu(none, actor, 'session'))).toBe('OK');
    expect(await codeOf(() => checkMenu(none, actor, { role: ['ROLE_DIRECTOR'] }))).toBe('OK');
  });
});
