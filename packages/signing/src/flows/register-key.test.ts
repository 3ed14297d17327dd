import { describe, expect, it } from 'vitest';
import type { MockDriverState } from '../drivers/mock-driver';
import { CCB, CCB_CERT as CERT, ICBC } from '../test-support/fixtures';
import { mockConfig } from '../test-support/mock-config';

function run(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}, bankCode = 'CCB') {
  const { config } = mockConfig([CCB, ICBC], { certificates: [CERT], ...state }, { '/v1/auth/cas/add/info/original': '绑定原文 n=1', ...routes });
  return config.registerKey({ bankCode });
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
    ['empty original', {}, { '/v1/auth/cas/add/info/original': '' }, 'CCB', 9, 'ORIGINAL_FAILED'],
  ])('%s → registration code %s', async (_name, state, routes, bankCode, number, code) => {
    const outcome = await run(state, routes, bankCode);
    expect(outcome.code).toBe(-1);
    if (outcome.code === -1) {
      expect(outcome.error.code).toBe(code);
      expect(outcome.registrationCode).toBe(number);
      expect(outcome.description.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('defaults to the first configured bank and tells the minimum version in the outdated message', async () => {
    const { config } = mockConfig([CCB, ICBC], { certificates: [CERT] }, { '/v1/auth/cas/add/info/original': '绑定原文' });
    await expect(config.registerKey()).resolves.toMatchObject({ code: 0, registration: { ukeyBank: 'CCB' } });
    const outdated = await mockConfig([CCB], { certificates: [CERT], version: '2.0' }).config.registerKey();
    expect(outdated.code === -1 && outdated.description.actionText).toBe('请升级Ukey驱动至3.0.0或以上版本');
  });
});
