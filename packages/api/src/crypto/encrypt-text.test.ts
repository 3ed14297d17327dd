import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EncryptionError, OAEP_MAX_BYTES, encryptText } from './encrypt-text';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const decrypt = (b64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64')).toString('utf8');

describe('encryptText (RSA-OAEP SHA-256, security.md §1.7)', () => {
  it('node privateDecrypt recovers Chinese text', async () => {
    const text = 'Demo@2025a 密码：中文测试·供应链金融';
    const ct = await encryptText(publicKey, text);
    expect(Buffer.from(ct, 'base64')).toHaveLength(256);
    expect(decrypt(ct)).toBe(text);
  });

  it('is randomised: the same text encrypts differently each time', async () => {
    const [a, b] = await Promise.all([encryptText(publicKey, 'same'), encryptText(publicKey, 'same')]);
    expect(a).not.toBe(b);
    expect(decrypt(a)).toBe(decrypt(b));
  });

  it('accepts exactly 190 UTF-8 bytes and refuses 191 with a typed error', async () => {
    const max = 'a'.repeat(OAEP_MAX_BYTES);
    expect(decrypt(await encryptText(publicKey, max))).toBe(max);
    // 63 three-byte characters + 2 ASCII = 191 bytes although only 65 characters.
    const over = '中'.repeat(63) + 'ab';
    const err = await encryptText(publicKey, over).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EncryptionError);
    expect((err as EncryptionError).code).toBe('ENCRYPT_TOO_LONG');
  });

  it('refuses an unusable key with a typed error', async () => {
    const err = await encryptText('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EncryptionError);
    expect((err as EncryptionError).code).toBe('ENCRYPT_FAILED');
  });

  it('round-trips random text that fits one block', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (s) => {
        fc.pre(new TextEncoder().encode(s).length <= OAEP_MAX_BYTES);
        return decrypt(await encryptText(publicKey, s)) === s;
      }),
      { numRuns: 25 },
    );
  });
});
