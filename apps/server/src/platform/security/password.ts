import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
/** What every password is hashed with (about 60 ms of a core per hash, and per login). */
export const PASSWORD_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 32;

/**
 * `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. `params` other
 * than the default only for test data (the server test suite's template, test/global-setup.ts).
 */
export async function hashPassword(password: string, params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LEN, { ...params, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** Verifying against this when the user does not exist keeps the timing the same (no user enumeration). */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
