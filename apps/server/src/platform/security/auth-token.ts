import { createHmac, timingSafeEqual } from 'node:crypto';
import { ABSOLUTE_TIMEOUT_MS } from './session-store';
import type { SessionState } from './session-store';

/**
 * The auth token of `Authorization: Bearer` (design.md §3), derived from the session id with the server key:
 * bound to one session, the same in every tab of it, and dead as soon as the session row is gone (logout,
 * timeout, rotation at login). Nothing extra to store or to revoke.
 */
export function authToken(key: Buffer, sid: string): string {
  return createHmac('sha256', key).update(`auth-token\u0000${sid}`).digest('base64url');
}

export function verifyAuthToken(key: Buffer, sid: string, header: string | undefined): boolean {
  const m = /^Bearer ([A-Za-z0-9_-]{32,128})$/.exec(header ?? '');
  if (!m?.[1]) return false;
  const given = Buffer.from(m[1]);
  const expected = Buffer.from(authToken(key, sid));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The token of a session and its remaining life: the session's absolute timeout, never more. */
export function issueAuthToken(key: Buffer, session: Pick<SessionState, 'sid' | 'createdAt'>, now: number): { accessToken: string; expiresIn: number } {
  return { accessToken: authToken(key, session.sid), expiresIn: Math.max(1, Math.ceil((session.createdAt + ABSOLUTE_TIMEOUT_MS - now) / 1000)) };
}
