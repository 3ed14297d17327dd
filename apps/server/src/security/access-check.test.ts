import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { checkAccess } from './access-check';
import { authToken } from './auth-token';
import type { SessionState } from './session-store';

const tokenKey = randomBytes(32);
// Role and session rules need no database; a query here would be a bug in the check.
const db = { query: () => Promise.reject(new Error('no database expected')) } as unknown as Db;
const session = (role: string | null, userId: string | null = 'u1'): SessionState => ({ sid: 'sid-1', userId, currentRole: role, createdAt: 0, lastSeenAt: 0 });
const bearer = { headers: { authorization: `Bearer ${authToken(tokenKey, 'sid-1')}` } };

async function codeOf(p: Promise<void>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return e instanceof ApiError ? e.code : String(e);
  }
}

describe('checkAccess', () => {
  it('lets anyone through a public route', async () => {
    expect(await codeOf(checkAccess({ access: 'public' }, { headers: {} }, null, { db, tokenKey }))).toBe('OK');
  });

  it('needs a logged-in session and its bearer token for session routes', async () => {
    expect(await codeOf(checkAccess({ access: 'session' }, bearer, null, { db, tokenKey }))).toBe('UNAUTHENTICATED');
    expect(await codeOf(checkAccess({ access: 'session' }, bearer, session(null, null), { db, tokenKey }))).toBe('UNAUTHENTICATED');
    expect(await codeOf(checkAccess({ access: 'session' }, { headers: {} }, session('ROLE_OPERATOR'), { db, tokenKey }))).toBe('UNAUTHENTICATED');
    expect(await codeOf(checkAccess({ access: 'session', bearer: false }, { headers: {} }, session('ROLE_OPERATOR'), { db, tokenKey }))).toBe('OK');
    expect(await codeOf(checkAccess({ access: 'session' }, bearer, session('ROLE_OPERATOR'), { db, tokenKey }))).toBe('OK');
  });

  it('checks the current role for role routes', async () => {
    const route = { access: { role: ['ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW'] as const } };
    expect(await codeOf(checkAccess(route, bearer, session('ROLE_DIRECTOR'), { db, tokenKey }))).toBe('OK');
    expect(await codeOf(checkAccess(route, bearer, session('ROLE_OPERATOR'), { db, tokenKey }))).toBe('FORBIDDEN');
  });
});
