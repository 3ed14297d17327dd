// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestCa } from '../test-support/test-ca';
import { createMemoryKeyStore } from './key-store';
import { createSoftDriver } from './soft-driver';
import { generateSoftKey, installSoftCertificate } from './soft-keys';

/** 证书下载 into a soft key: importCertificate replaces the key's certificate only with one for its own key. */
describe('soft driver importCertificate', () => {
  async function setup(certType: 'RSA' | 'SM2') {
    const store = createMemoryKeyStore();
    const ca = await createTestCa();
    const key = await generateSoftKey(store, { certType });
    const first = certType === 'SM2' ? '2a01' : '1a01';
    await installSoftCertificate(store, key.id, await ca.issue(key.spkiB64, 'CN=张三', first), 'SOFT00001234');
    return { store, ca, key, driver: createSoftDriver({ store }) };
  }

  it.each(['RSA', 'SM2'] as const)('%s: a renewed certificate for the same key replaces the old one and keeps the printed number', async (certType) => {
    const { ca, key, driver } = await setup(certType);
    const renewed = await ca.issue(key.spkiB64, 'CN=张三', certType === 'SM2' ? '2a02' : '1a02');
    await driver.importCertificate!(key.id, renewed);
    const [cert] = await driver.listCertificates();
    expect(cert).toMatchObject({ handle: key.id, serialNumber: certType === 'SM2' ? '2a02' : '1a02', keyCode: 'SOFT00001234', certDerB64: renewed });
  });

  it('rejects a certificate issued for another key with CERT_KEY_MISMATCH and keeps the old certificate', async () => {
    const { store, ca, key, driver } = await setup('RSA');
    const other = await generateSoftKey(createMemoryKeyStore(), { certType: 'RSA' });
    const foreign = await ca.issue(other.spkiB64, 'CN=李四', '1b02');
    await expect(driver.importCertificate!(key.id, foreign)).rejects.toMatchObject({ name: 'SigningError', code: 'CERT_KEY_MISMATCH' });
    expect((await store.get(key.id))?.certificate?.serialNumber).toBe('1a01');
  });

  it('rejects an unknown key, and a key outside the driver when it is limited to one', async () => {
    const { store, ca, key } = await setup('SM2');
    const renewed = await ca.issue(key.spkiB64, 'CN=张三', '2a03');
    await expect(createSoftDriver({ store }).importCertificate!('nope', renewed)).rejects.toMatchObject({ code: 'KEY_REMOVED' });
    await expect(createSoftDriver({ store, keyId: 'other' }).importCertificate!(key.id, renewed)).rejects.toMatchObject({ code: 'KEY_REMOVED' });
    expect(await createSoftDriver({ store, keyId: 'other' }).listCertificates()).toEqual([]);
  });
});
