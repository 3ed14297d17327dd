import { verify } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { SM2_SPKI_PREFIX } from './certificate';
import type { SignAlg } from './signing-rules';

/** GM/T 0009 default user id; an empty id (OpenSSL's default) gives a different Z and must fail. */
export const SM2_USER_ID = '1234567812345678';

/** One canonical DER INTEGER at `at`: positive, minimal, at most 32 bytes of value. Returns the next offset. */
function readInteger(der: Buffer, at: number): number {
  if (der[at] !== 0x02) return -1;
  const len = der[at + 1] ?? 0;
  if (len < 1 || len > 33 || at + 2 + len > der.length) return -1;
  const first = der[at + 2]!;
  if (first & 0x80) return -1; // negative
  if (first === 0 && (len === 1 || !((der[at + 3] ?? 0) & 0x80))) return -1; // non-minimal or zero
  if (len === 33 && first !== 0) return -1;
  return at + 2 + len;
}

/** SM2Signature ::= SEQUENCE { r INTEGER, s INTEGER }, strictly canonical (security.md §2.4): raw r‖s is refused. */
export function isStrictSm2Der(der: Buffer): boolean {
  if (der.length < 8 || der.length > 72 || der[0] !== 0x30 || der[1] !== der.length - 2) return false;
  const afterR = readInteger(der, 2);
  if (afterR < 0) return false;
  return readInteger(der, afterR) === der.length;
}

export interface VerifyInput {
  /** From the stored binding and the rules, never from the request. */
  alg: SignAlg;
  spkiDer: Buffer;
  original: string;
  signatureB64: string;
}

/** Verify a PKCS#1 v1.5 RSA or a DER SM2 signature over the UTF-8 original (security.md §2.5). */
export function verifySignature(input: VerifyInput): boolean {
  const sig = Buffer.from(input.signatureB64, 'base64');
  if (sig.length === 0 || sig.toString('base64') !== input.signatureB64.replace(/\s/g, '')) return false;
  try {
    if (input.alg === 'SM3withSM2') {
      const spkiHex = input.spkiDer.toString('hex');
      if (!spkiHex.startsWith(SM2_SPKI_PREFIX) || !isStrictSm2Der(sig)) return false;
      const publicKeyHex = spkiHex.slice(SM2_SPKI_PREFIX.length);
      return sm2.doVerifySignature(input.original, sig.toString('hex'), publicKeyHex, { hash: true, der: true, userId: SM2_USER_ID });
    }
    const hash = input.alg === 'SHA256withRSA' ? 'sha256' : 'sha1';
    return verify(hash, Buffer.from(input.original, 'utf8'), { key: input.spkiDer, format: 'der', type: 'spki' }, sig);
  } catch {
    return false;
  }
}
