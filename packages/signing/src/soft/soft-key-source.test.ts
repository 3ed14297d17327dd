// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSigningConfig } from '../config/create-signing-config';
import { createMockDriver } from '../drivers/mock-driver';
import { createTestCa } from '../test-support/test-ca';
import { createMockTransport } from '../testing/mock-transport';
import { enrollSoftKey } from './enroll-soft-key';
import { createMemoryKeyStore } from './key-store';
import { softKeySource } from './soft-key-source';

const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };

/** The platform's test CA behind the mock transport: it certifies the proven key under a printed number. */
async function platform(keyCode: string, proofs: unknown[] = []) {
  const ca = await createTestCa();
  return createMockTransport({
    '/v1/auth/cas/add/info/original': '绑定原文 n=7',
    '/v1/repayments/r1/original': '还款原文',
    '/v1/ukeys/soft/certificate': async ({ body }: { body?: { spkiB64: string; certType: string } }) => {
      proofs.push(body);
      const serial = body!.certType === 'SM2' ? '2d01' : '1d01';
      const certDerB64 = await ca.issue(body!.spkiB64, 'CN=张三, O=供应商一', serial);
      return { certDerB64, serialNumber: serial, issuerDN: ca.name, subjectDN: 'CN=张三, O=供应商一', keyCode };
    },
  });
}

describe('soft keys: enrolment and the driver choice', () => {
  it.each(['RSA', 'SM2'] as const)('%s: enrolled with a proof of possession, then chosen by its printed number before the agent', async (certType) => {
    const store = createMemoryKeyStore();
    const proofs: unknown[] = [];
    const transport = await platform('SOFT00000101', proofs);
    const enrolled = await enrollSoftKey(transport, store, { certType });
    expect(enrolled.certificate.keyCode).toBe('SOFT00000101');
    expect(proofs[0]).toMatchObject({ certType, original: '绑定原文 n=7', proofB64: expect.any(String) });

    const agent = createMockDriver({ version: '1.0.0' });
    const config = createSigningConfig({ transport, drivers: [softKeySource(store), agent], banks: [BANK], minDriverVersion: '3.0.0' });
    const outcome = await config.signBusiness({ businessType: 'REPAYMENT', ids: ['r1'], role: { uKeyCodeSuffix: '0101', roleName: '经办' } });
    expect(outcome).toMatchObject({ code: 0, payload: { algorithmType: certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA', original: '还款原文' } });
    expect(agent.calls).toEqual([]);
    // Another key's tail is not this browser's: the agent answers (and its outdated version is reported).
    const other = await config.signBusiness({ businessType: 'REPAYMENT', ids: ['r1'], role: { uKeyCodeSuffix: '9999' } });
    expect(other).toMatchObject({ code: -1, error: { code: 'DRIVER_OUTDATED' } });
  });

  it('finds nothing without a printed number, and the newest soft key when two carry it', async () => {
    const store = createMemoryKeyStore();
    const transport = await platform('SOFT00000202');
    const older = await enrollSoftKey(transport, store, { certType: 'RSA' });
    const newer = await enrollSoftKey(transport, store, { certType: 'RSA' });
    const source = softKeySource(store);
    expect(await source.find({})).toBeUndefined();
    const driver = await source.find({ ukeyCode: 'SOFT00000202' });
    expect((await driver!.listCertificates()).map((c) => c.handle)).toEqual([newer.keyId]);
    expect(newer.keyId).not.toBe(older.keyId);
  });

  it('a refused enrolment leaves no key behind', async () => {
    const store = createMemoryKeyStore();
    const transport = createMockTransport({ '/v1/auth/cas/add/info/original': '绑定原文', '/v1/ukeys/soft/certificate': new Error('仅主管可申请') });
    await expect(enrollSoftKey(transport, store, { certType: 'RSA' })).rejects.toThrow('仅主管可申请');
    expect(await store.list()).toEqual([]);
  });
});
