import { createHmac, timingSafeEqual } from 'node:crypto';

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
