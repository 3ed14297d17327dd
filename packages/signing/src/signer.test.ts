import { describe, expect, it } from 'vitest';
import { BUSINESS_SIGNING } from './business-types';
import type { BusinessType } from './business-types';
import { createMockDriver } from './drivers/mock-driver';
import type { MockDriverState } from './drivers/mock-driver';
import type { SignErrorCode } from './error-codes';
import { createSigner } from './signer';
import type { RoleKey, SignOutcome } from './signer';
import { createFakeTransport } from './test-support/fake-transport';
import type { CertInfo } from './types';

const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['CN=CCB CA'] };
const ROLE: RoleKey = { uKeyCodeSuffix: '1234', roleName: '主管' };
const RSA_CERT: CertInfo = {
  handle: 'h1',
  serialNumber: '1a2b3c',
  issuerDN: 'CN=CCB CA, O=China Construction Bank',
  subjectDN: 'CN=张三',
  certType: 'RSA',
  keyCode: 'CCB0001234',
};
const SM2_CERT: CertInfo = { ...RSA_CERT, handle: 'h2', serialNumber: '2f00aa', certType: 'SM2' };
const ORIGINAL = '签名原文 challenge=abc';

function setup(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}, minDriverVersion = '3.0.0') {
  const driver = createMockDriver({ certificates: [RSA_CERT], ...state });
  const transport = createFakeTransport({
    '/v1/auth/cfca/controls/enable': '1',
    '/v1/auth/ccbca/rules': new Error('rules missing'),
    '/v1/credits/c1,c2/signature/assemble': ORIGINAL,
    ...routes,
  });
  const signer = createSigner({ driver, transport, bank: BANK, minDriverVersion });
  const sign = (businessType: BusinessType = 'CREDIT_ASSEMBLE', ids = ['c1', 'c2'], role = ROLE, confirm?: (o: string) => Promise<boolean>) =>
    signer.signBusiness({ businessType, ids, role, confirm });
  return { driver, transport, signer, sign };
}

function failure(outcome: SignOutcome): SignErrorCode {
  if (outcome.code !== -1) throw new Error('expected a failure');
  return outcome.error.code;
}

describe('signing orchestrator (spec §4)', () => {
  it('signs a credit with RSA: code 0 and the spec §3 payload with creditList', async () => {
    const { sign, transport } = setup();
    const outcome = await sign();
    expect(outcome).toMatchObject({
      code: 0,
      dummy: false,
      payload: {
        algorithmType: 'SHA1withRSA',
        issuerDn: RSA_CERT.issuerDN,
        raType: 'CCB',
        certSerialNo: '1a2b3c',
        original: ORIGINAL,
        creditList: [{ fkCredit: 'c1' }, { fkCredit: 'c2' }],
      },
    });
    expect(transport.calls.map((c) => c.path)).toContain('/v1/credits/c1,c2/signature/assemble?raType=CCB');
  });

  it('chooses SM3withSM2 for an SM2 serial', async () => {
    const outcome = await setup({ certificates: [SM2_CERT] }).sign();
    expect(outcome.code === 0 && outcome.payload.algorithmType).toBe('SM3withSM2');
  });

  it('uses the server rules when present and fetches them only once', async () => {
    const rules = { rules: [{ serialPrefix: '1A', certType: 'RSA', alg: 'SHA256withRSA' }] };
    const { sign, transport } = setup({}, { '/v1/auth/ccbca/rules': rules });
    const first = await sign();
    await sign();
    expect(first.code === 0 && first.payload.algorithmType).toBe('SHA256withRSA');
    expect(transport.calls.filter((c) => c.path === '/v1/auth/ccbca/rules')).toHaveLength(1);
  });

  it('falls back to the default table when the rules payload is malformed', async () => {
    const outcome = await setup({}, { '/v1/auth/ccbca/rules': { rules: 'nope' } }).sign();
    expect(outcome.code === 0 && outcome.payload.algorithmType).toBe('SHA1withRSA');
  });

  it('shows the original before signing and cancels when the user declines', async () => {
    const { sign, driver } = setup();
    const seen: string[] = [];
    const outcome = await sign('CREDIT_ASSEMBLE', ['c1', 'c2'], ROLE, async (original) => {
      seen.push(original, ...driver.calls);
      return false;
    });
    expect(seen[0]).toBe(ORIGINAL);
    expect(seen).not.toContain('sign');
    expect(failure(outcome)).toBe('USER_CANCELLED');
    expect(driver.calls).not.toContain('sign');
  });

  it.each<[string, Partial<MockDriverState>, RoleKey, SignErrorCode, RegExp]>([
    ['driver not available', { available: false }, ROLE, 'DRIVER_UNAVAILABLE', /未检测到Ukey驱动/],
    ['no version (driver code 1)', { version: '' }, ROLE, 'NO_VERSION', /未检测到Ukey驱动版本/],
    ['outdated driver (driver code 2)', { version: '2.9.9' }, ROLE, 'DRIVER_OUTDATED', /不是最新版本/],
    ['no key inserted', { certificates: [] }, ROLE, 'INSERT_KEY', /请插入尾号为1234的Ukey/],
    ['two keys', { certificates: [RSA_CERT, SM2_CERT] }, ROLE, 'ONLY_ONE_KEY', /只能插入一个Ukey/],
    ['wrong issuer (registration code 12)', { certificates: [{ ...RSA_CERT, issuerDN: 'CN=Other CA' }] }, ROLE, 'ISSUER_MISMATCH', /所选银行不一致/],
    ['role has no key', {}, { uKeyCodeSuffix: '', roleName: '主管' }, 'NOT_BOUND', /当前角色（主管）未绑定Ukey/],
    ['key of another role', { certificates: [{ ...RSA_CERT, keyCode: 'CCB0009999' }] }, ROLE, 'INSERT_KEY', /尾号为1234/],
    ['bound serial differs', {}, { ...ROLE, boundSerial: '0A:FF' }, 'CERT_MISMATCH', /与绑定证书不一致/],
    ['print number unreadable (registration code 3)', { certificates: [{ ...RSA_CERT, keyCode: undefined }] }, ROLE, 'PRINT_NUMBER_FAILED', /印刷号/],
    ['serial unreadable (registration code 5)', { certificates: [{ ...RSA_CERT, serialNumber: '' }] }, ROLE, 'SERIAL_FAILED', /序列号/],
    ['issuer DN unreadable (registration code 7)', { certificates: [{ ...RSA_CERT, issuerDN: '' }] }, ROLE, 'ISSUER_DN_FAILED', /颁发者/],
    ['SM2 serial on an RSA key (registration code 6)', { certificates: [{ ...RSA_CERT, serialNumber: '2abc' }] }, ROLE, 'ALGORITHM_FAILED', /算法/],
    ['key swapped before signing', { signSerialOverride: '1ffff' }, ROLE, 'CERT_MISMATCH', /不一致/],
    ['empty signature (registration code 10)', { signResultOverride: { signatureB64: '' } }, ROLE, 'SIGN_FAILED', /签名失败/],
  ])('%s → %s', async (_name, state, role, code, message) => {
    const { sign, driver } = setup(state);
    const outcome = await sign('CREDIT_ASSEMBLE', ['c1', 'c2'], role);
    expect(failure(outcome)).toBe(code);
    expect(outcome.code === -1 && outcome.description.message).toMatch(message);
    if (code !== 'CERT_MISMATCH' && code !== 'SIGN_FAILED') expect(driver.calls).not.toContain('sign');
  });

  it.each<[string, Parameters<ReturnType<typeof createMockDriver>['fail']>[0], SignErrorCode]>([
    ['certificate listing fails (registration code 4)', { op: 'listCertificates', code: 'CERT_SELECT_FAILED' }, 'CERT_SELECT_FAILED'],
    ['key pulled out while signing', { op: 'sign', code: 'KEY_REMOVED', driverCode: 0x0a000023 }, 'KEY_REMOVED'],
    ['wrong PIN', { op: 'sign', code: 'PIN_INCORRECT', driverCode: 0x0a000024 }, 'PIN_INCORRECT'],
    ['version read throws (driver code 1)', { op: 'getVersion', code: 'DRIVER_ERROR' }, 'NO_VERSION'],
  ])('scripted fault: %s', async (_name, fault, code) => {
    const { sign, driver } = setup();
    driver.fail(fault);
    expect(failure(await sign())).toBe(code);
  });

  it('turns a failing original-text call into registration code 9 and a failing switch call into 11', async () => {
    expect(failure(await setup({}, { '/v1/credits/c1,c2/signature/assemble': new Error('500') }).sign())).toBe('ORIGINAL_FAILED');
    expect(failure(await setup({}, { '/v1/credits/c1,c2/signature/assemble': '' }).sign())).toBe('ORIGINAL_FAILED');
    expect(failure(await setup({}, { '/v1/auth/cfca/controls/enable': new Error('down') }).sign())).toBe('REQUEST_ERROR');
  });

  it('attaches the dummy values when the signing switch is off, without touching the key', async () => {
    const { sign, driver } = setup({ available: false }, { '/v1/auth/cfca/controls/enable': false, '/v1/orders/loan-applys/o1/signature/assemble': '订单原文' });
    const outcome = await sign('ORDER_LOAN_APPLY_ASSEMBLE', ['o1']);
    expect(outcome).toMatchObject({ code: 0, dummy: true, payload: { signature: 'NONE', original: '订单原文', businessType: 'ORDER_FIN_APPLY', raType: 'CCB' } });
    expect(driver.calls).toEqual([]);
  });

  it.each<[BusinessType, string, unknown]>([
    ['POND_IN', '/v1/ponds/in/original', { pondInApplyList: [{ fkPondReceivable: 'p1' }] }],
    ['POND_DRAWDOWN', '/v1/ponds/drawdown/original', { pondDrawdownList: [{ pkPondDrawdown: 'p1' }] }],
    ['POND_REPAY', '/v1/ponds/p1/repay/original', { pond: { fkPond: 'p1' } }],
    ['BAB_ISSUE', '/v1/babs/issue/original', { babIssueList: [{ pkBabIssue: 'p1' }] }],
  ])('%s attaches its business list', async (type, path, attached) => {
    const outcome = await setup({}, { [path]: '原文' }).sign(type, ['p1']);
    expect(outcome.code === 0 && outcome.payload).toMatchObject(attached as object);
  });

  it('readKey reports the one key of the chosen bank for diagnostics', async () => {
    await expect(setup().signer.readKey(ROLE)).resolves.toMatchObject({ serialNumber: '1a2b3c' });
    await expect(setup({ certificates: [] }).signer.readKey(ROLE)).rejects.toMatchObject({ code: 'INSERT_KEY' });
  });
});

describe('business signing table (spec §7)', () => {
  it('has a well-formed call for every business type', () => {
    const types = Object.keys(BUSINESS_SIGNING) as BusinessType[];
    expect(types.length).toBeGreaterThanOrEqual(35);
    for (const type of types) {
      const spec = BUSINESS_SIGNING[type];
      const path = spec.path(['a/b', 'c'], 'CCB');
      expect(path, type).toMatch(/^\/v1\/[^/]/);
      expect(path, type).not.toContain('a/b');
      expect(spec.label, type).toMatch(/[\u4e00-\u9fa5]/);
      if (spec.method === 'POST') expect(spec.body?.(['x']), type).toEqual({ ids: ['x'] });
    }
  });
});

describe('signOriginal (an original outside BUSINESS_SIGNING, e.g. 证书更新)', () => {
  it('signs the original it is given with the checked key, whatever the signing switch says', async () => {
    const { signer, transport, driver } = setup({}, { '/v1/auth/cfca/controls/enable': '0' });
    const outcome = await signer.signOriginal({ role: { ...ROLE, boundSerial: '1a2b3c' }, original: async () => '证书更新原文 n=1' });
    expect(outcome).toMatchObject({ code: 0, dummy: false, payload: { algorithmType: 'SHA1withRSA', certSerialNo: '1a2b3c', original: '证书更新原文 n=1', raType: 'CCB' } });
    expect(transport.calls.map((c) => c.path)).not.toContain('/v1/auth/cfca/controls/enable');
    expect(driver.calls).toContain('sign');
  });

  it('a failing original is code 9 and a key of another role is INSERT_KEY with the tail number', async () => {
    const { signer } = setup();
    const broken = await signer.signOriginal({ role: ROLE, original: async () => Promise.reject(new Error('500')) });
    expect(failure(broken)).toBe('ORIGINAL_FAILED');
    const other = await signer.signOriginal({ role: { uKeyCodeSuffix: '9999', roleName: '主管' }, original: async () => 'x' });
    expect(other.code === -1 && other.description.message).toBe('请插入尾号为9999的Ukey（主管）');
  });
});

