import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit token (OWASP CSRF cheat sheet, security.md §1.2): `random.hmac(key, sid‖random)`.
 * A token minted for another session, or forged without the key, fails; comparison is constant-time.
 */
export function mintXsrfToken(key: Buffer, sid: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${mac(key, sid, random)}`;
}

function mac(key: Buffer, sid: string, random: string): string {
  return createHmac('sha256', key).update(`${sid}\u0000${random}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The header must equal the cookie, and the cookie must be a token of this session. */
export function verifyXsrf(key: Buffer, sid: string, header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie || !safeEqual(header, cookie)) return false;
  const [random, sig, extra] = header.split('.');
  if (!random || !sig || extra !== undefined) return false;
  return safeEqual(sig, mac(key, sid, random));
}
