// @vitest-environment node
import { createPublicKey, verify } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { createSigningConfig } from '../config/create-signing-config';
import { base64ToBytes, bytesToHex } from '../encoding';
import { spkiToSm2PublicKey } from '../spki';
import { createTestCa } from '../test-support/test-ca';
import { createMockTransport } from '../testing/mock-transport';
import { SM2_DEFAULT_USER_ID } from '../types';
import { createMemoryKeyStore } from './key-store';
import { createSoftDriver } from './soft-driver';
import { generateSoftKey, installSoftCertificate } from './soft-keys';

const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };
const ORIGINAL = '凭证编号XG2025061600000001 金额1,000,000.00 挑战c-42';

async function setup(certType: 'RSA' | 'SM2') {
  const store = createMemoryKeyStore();
  const ca = await createTestCa();
  const key = await generateSoftKey(store, { certType });
  const serial = certType === 'SM2' ? '2a01' : '1a01';
  const cert = await ca.issue(key.spkiB64, 'CN=张三, O=供应商一', serial);
  await installSoftCertificate(store, key.id, cert, 'SOFT00001234');
  return { store, key, ca, driver: createSoftDriver({ store }) };
}

function signerFor(driver: ReturnType<typeof createSoftDriver>) {
  const transport = createMockTransport({ '/v1/credits/c1/signature/assemble': ORIGINAL });
  return createSigningConfig({ transport, drivers: [driver], banks: [BANK], minDriverVersion: '3.0.0' });
}

describe('soft driver: real crypto end to end', () => {
  it('RSA-2048 SHA-1: the signature verifies in Node with SHA-1 and not with SHA-256; the key cannot be exported', async () => {
    const { store, key, driver } = await setup('RSA');
    const outcome = await signerFor(driver).signBusiness({
      businessType: 'CREDIT_ASSEMBLE',
      ids: ['c1'],
      role: { uKeyCodeSuffix: '1234', roleName: '主管' },
    });
    expect(outcome.code).toBe(0);
    if (outcome.code !== 0) return;
    expect(outcome.payload).toMatchObject({ algorithmType: 'SHA1withRSA', certSerialNo: '1a01', original: ORIGINAL, creditList: [{ fkCredit: 'c1' }] });
    expect(outcome.payload.issuerDn).toContain('China Construction Bank');
    const publicKey = createPublicKey({ key: Buffer.from(key.spkiB64, 'base64'), format: 'der', type: 'spki' });
    const sig = Buffer.from(outcome.payload.signature, 'base64');
    expect(verify('sha1', Buffer.from(ORIGINAL, 'utf8'), publicKey, sig)).toBe(true);
    expect(verify('sha256', Buffer.from(ORIGINAL, 'utf8'), publicKey, sig)).toBe(false);
    expect(verify('sha1', Buffer.from(`${ORIGINAL} `, 'utf8'), publicKey, sig)).toBe(false);
    // Not middleware: the platform's minimum driver version (3.0.0 here) does not apply to the soft driver (1.0.0).
    expect(driver.software).toBe(true);
    const stored = await store.get(key.id);
    await expect(crypto.subtle.exportKey('pkcs8', stored!.rsa!.privateKey)).rejects.toThrow();
  });

  it('SM2: DER signature with user id 1234567812345678 verifies in sm-crypto, and not with an empty id', async () => {
    const { key, driver } = await setup('SM2');
    const outcome = await signerFor(driver).signBusiness({ businessType: 'CREDIT_ASSEMBLE', ids: ['c1'], role: { uKeyCodeSuffix: '1234' } });
    expect(outcome.code).toBe(0);
    if (outcome.code !== 0) return;
    expect(outcome.payload.algorithmType).toBe('SM3withSM2');
    const der = bytesToHex(base64ToBytes(outcome.payload.signature));
    expect(der.startsWith('30')).toBe(true);
    const pub = spkiToSm2PublicKey(base64ToBytes(key.spkiB64));
    const opts = { hash: true, der: true };
    expect(sm2.doVerifySignature(ORIGINAL, der, pub, { ...opts, userId: SM2_DEFAULT_USER_ID })).toBe(true);
    expect(sm2.doVerifySignature(ORIGINAL, der, pub, { ...opts, userId: '' })).toBe(false);
    expect(sm2.doVerifySignature(`${ORIGINAL}x`, der, pub, { ...opts, userId: SM2_DEFAULT_USER_ID })).toBe(false);
  });

  it('keeps the SM2 private scalar encrypted at rest', async () => {
    const { store, key } = await setup('SM2');
    const record = await store.get(key.id);
    expect(record?.sm2?.encryptedPrivateKey.byteLength).toBe(32 + 16);
    await expect(crypto.subtle.exportKey('raw', record!.sm2!.wrapKey)).rejects.toThrow();
    const sm2Key = record!.sm2!;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sm2Key.iv }, sm2Key.wrapKey, sm2Key.encryptedPrivateKey);
    const dHex = bytesToHex(new Uint8Array(plain));
    expect(sm2.getPublicKeyFromPrivateKey(dHex)).toBe(sm2Key.publicKeyHex);
    expect(JSON.stringify(record)).not.toContain(dHex);
    expect(bytesToHex(new Uint8Array(sm2Key.encryptedPrivateKey))).not.toContain(dHex);
  });

  it('refuses a certificate issued for another key', async () => {
    const { store, ca } = await setup('RSA');
    const other = await generateSoftKey(store, { certType: 'RSA' });
    const mine = await generateSoftKey(store, { certType: 'RSA' });
    const wrongCert = await ca.issue(other.spkiB64, 'CN=李四', '1b02');
    await expect(installSoftCertificate(store, mine.id, wrongCert)).rejects.toMatchObject({ code: 'CERT_KEY_MISMATCH' });
  });

  it('fails closed when the serial rule says SM2 but the certificate holds an RSA key', async () => {
    const store = createMemoryKeyStore();
    const ca = await createTestCa();
    const key = await generateSoftKey(store, { certType: 'RSA' });
    await installSoftCertificate(store, key.id, await ca.issue(key.spkiB64, 'CN=王五', '2c03'), 'X1234');
    const outcome = await signerFor(createSoftDriver({ store })).signBusiness({
      businessType: 'CREDIT_ASSEMBLE',
      ids: ['c1'],
      role: { uKeyCodeSuffix: '1234' },
    });
    expect(outcome.code).toBe(-1);
    if (outcome.code === -1) expect(outcome.error.code).toBe('ALGORITHM_FAILED');
  });

  it('will not sign SHA-256 with a SHA-1 key', async () => {
    const { key, driver } = await setup('RSA');
    await expect(driver.sign({ handle: key.id, original: 'x', alg: 'SHA256withRSA' })).rejects.toMatchObject({ code: 'ALGORITHM_FAILED' });
  });
});
