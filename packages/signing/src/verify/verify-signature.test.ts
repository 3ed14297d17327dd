// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey } from '../soft/index';
import { createTestCa } from '../test-support/test-ca';
import { verifySignature } from './index';

async function signed(certType: 'RSA' | 'SM2') {
  const store = createMemoryKeyStore();
  const driver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType });
  const certDerB64 = await (await createTestCa()).issue(key.spkiB64, 'CN=测试', certType === 'SM2' ? '2a01' : '1a01');
  const alg = certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA';
  const original = '凭证签章\n金额：8,888.88元\n挑战编号：sc_x';
  const { signatureB64 } = await driver.sign({ handle: key.id, original, alg });
  return { certDerB64, original, signatureB64, alg } as const;
}

describe('verifySignature (issue 26 item 11)', () => {
  it.each(['RSA', 'SM2'] as const)('accepts a %s signature over its original and refuses one changed character', async (type) => {
    const s = await signed(type);
    expect(await verifySignature(s)).toBe(true);
    expect(await verifySignature({ ...s, original: s.original.replace('8,888.88', '8,888.89') })).toBe(false);
  });

  it('refuses an SM2 signature checked with another user id, and a certificate that is not one', async () => {
    const s = await signed('SM2');
    expect(await verifySignature({ ...s, sm2UserId: '' })).toBe(false);
    expect(await verifySignature({ ...s, certDerB64: 'AAAA' })).toBe(false);
  });
});
