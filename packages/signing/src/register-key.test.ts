import { describe, expect, it } from 'vitest';
import { createMockDriver } from './drivers/mock-driver';
import type { MockDriverState } from './drivers/mock-driver';
import { registerKey } from './register-key';
import { createFakeTransport } from './test-support/fake-transport';
import { CCB, CCB_CERT as CERT, ICBC } from './test-support/fixtures';

function run(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}, bankCode = 'CCB') {
  const driver = createMockDriver({ certificates: [CERT], ...state });
  const transport = createFakeTransport({ '/v1/auth/ccbca/rules': new Error('none'), '/v1/auth/cas/add/info/original': '绑定原文 n=1', ...routes });
  return registerKey({ driver, transport, banks: [CCB, ICBC], bankCode, minDriverVersion: '3.0.0' });
}

describe('registerKey (certificate registration info, spec §3)', () => {
  it('builds the registration from the one inserted key', async () => {
    const outcome = await run();
    expect(outcome).toMatchObject({
      code: 0,
      registration: {
        raType: 'CCB',
        ukeyBank: 'CCB',
        ukeyCode: 'CCB5100000101',
        original: '绑定原文 n=1',
        pkCa: 'CCB',
        ukeyNo: '1abc',
        algorithmType: 'SHA1withRSA',
        issuerDN: CERT.issuerDN,
        subjectDN: CERT.subjectDN,
      },
    });
  });

  it.each<[string, Partial<MockDriverState>, Record<string, unknown>, string, number | undefined, string]>([
    ['issuer unknown', { certificates: [{ ...CERT, issuerDN: 'CN=Nobody' }] }, {}, 'CCB', 1, 'ISSUER_UNKNOWN'],
    ['two keys', { certificates: [CERT, { ...CERT, handle: 'k2' }] }, {}, 'CCB', 2, 'MULTIPLE_KEYS'],
    ['no printed number', { certificates: [{ ...CERT, keyCode: undefined }] }, {}, 'CCB', 3, 'PRINT_NUMBER_FAILED'],
    ['no key to select', { certificates: [] }, {}, 'CCB', 4, 'CERT_SELECT_FAILED'],
    ['no serial', { certificates: [{ ...CERT, serialNumber: '' }] }, {}, 'CCB', 5, 'SERIAL_FAILED'],
    ['algorithm disagrees', { certificates: [{ ...CERT, certType: 'SM2' }] }, {}, 'CCB', 6, 'ALGORITHM_FAILED'],
    ['no issuer DN', { certificates: [{ ...CERT, issuerDN: '' }] }, {}, 'CCB', 7, 'ISSUER_DN_FAILED'],
    ['no subject DN', { certificates: [{ ...CERT, subjectDN: '' }] }, {}, 'CCB', 8, 'DN_FAILED'],
    ['original fails', {}, { '/v1/auth/cas/add/info/original': new Error('500') }, 'CCB', 9, 'ORIGINAL_FAILED'],
    ['empty signature', { signResultOverride: { signatureB64: '' } }, {}, 'CCB', 10, 'SIGN_FAILED'],
    ['unknown chosen bank', {}, {}, 'XYZ', 11, 'REQUEST_ERROR'],
    ['another bank chosen', {}, {}, 'ICBC', 12, 'ISSUER_MISMATCH'],
    ['outdated driver', { version: '2.0' }, {}, 'CCB', undefined, 'DRIVER_OUTDATED'],
  ])('%s → registration code %s', async (_name, state, routes, bankCode, number, code) => {
    const outcome = await run(state, routes, bankCode);
    expect(outcome.code).toBe(-1);
    if (outcome.code === -1) {
      expect(outcome.error.code).toBe(code);
      expect(outcome.registrationCode).toBe(number);
      expect(outcome.description.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
