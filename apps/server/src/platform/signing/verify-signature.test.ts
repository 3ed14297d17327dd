import { generateKeyPairSync, sign } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { SM2_SPKI_PREFIX } from './certificate';
import { SM2_USER_ID, isStrictSm2Der, verifySignature } from './verify-signature';

const TEXT = '还款确认\n还款金额：1,000.00元\n挑战编号：sc_x';

describe('verifySignature (security.md §2.5)', () => {
  it('RSA: verifies SHA-1 PKCS#1 v1.5 only under the hash the binding names', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spkiDer = publicKey.export({ type: 'spki', format: 'der' });
    const sha1 = sign('sha1', Buffer.from(TEXT), privateKey).toString('base64');
    expect(verifySignature({ alg: 'SHA1withRSA', spkiDer, original: TEXT, signatureB64: sha1 })).toBe(true);
    expect(verifySignature({ alg: 'SHA256withRSA', spkiDer, original: TEXT, signatureB64: sha1 })).toBe(false);
    expect(verifySignature({ alg: 'SHA1withRSA', spkiDer, original: `${TEXT} `, signatureB64: sha1 })).toBe(false);
    expect(verifySignature({ alg: 'SM3withSM2', spkiDer, original: TEXT, signatureB64: sha1 })).toBe(false);
  });

  it('SM2: DER with the default user id verifies; an empty id, raw r‖s or another text does not', () => {
    const keys = sm2.generateKeyPairHex();
    const spkiDer = Buffer.from(SM2_SPKI_PREFIX + keys.publicKey, 'hex');
    const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
    const der = b64(sm2.doSignature(TEXT, keys.privateKey, { hash: true, der: true, userId: SM2_USER_ID }));
    expect(verifySignature({ alg: 'SM3withSM2', spkiDer, original: TEXT, signatureB64: der })).toBe(true);
    const emptyId = b64(sm2.doSignature(TEXT, keys.privateKey, { hash: true, der: true, userId: '' }));
    expect(verifySignature({ alg: 'SM3withSM2', spkiDer, original: TEXT, signatureB64: emptyId })).toBe(false);
    const raw = b64(sm2.doSignature(TEXT, keys.privateKey, { hash: true, der: false, userId: SM2_USER_ID }));
    expect(verifySignature({ alg: 'SM3withSM2', spkiDer, original: TEXT, signatureB64: raw })).toBe(false);
    expect(verifySignature({ alg: 'SM3withSM2', spkiDer, original: `${TEXT}!`, signatureB64: der })).toBe(false);
  });
});

describe('isStrictSm2Der', () => {
  const int = (hex: string) => `02${(hex.length / 2).toString(16).padStart(2, '0')}${hex}`;
  const seq = (body: string) => Buffer.from(`30${(body.length / 2).toString(16).padStart(2, '0')}${body}`, 'hex');
  const r = `7f${'11'.repeat(31)}`;
  const s = `00ff${'22'.repeat(31)}`;

  it('accepts minimal positive integers', () => {
    expect(isStrictSm2Der(seq(int(r) + int(s)))).toBe(true);
  });

  it.each([
    ['a needless leading zero', seq(int(`00${r}`) + int(s))],
    ['a negative integer', seq(int(`ff${'11'.repeat(31)}`) + int(s))],
    ['trailing bytes', Buffer.concat([seq(int(r) + int(s)), Buffer.from([0])])],
    ['a wrong outer length', Buffer.from(`30ff${int(r)}${int(s)}`, 'hex')],
    ['one integer only', seq(int(r))],
    ['a zero-length integer', seq(`0200${int(s)}`)],
  ])('refuses %s', (_name, der) => {
    expect(isStrictSm2Der(der)).toBe(false);
  });
});
