import { describe, expect, it } from 'vitest';
import type { MockDriverState, MockFault } from '../drivers/mock-driver';
import type { SignErrorCode } from '../error-codes';
import { mockConfig } from '../test-support/mock-config';
import type { CertInfo } from '../types';
import type { RoleKey } from './role-key';
import type { BusinessType } from './sign-business';
import type { SignOutcome } from './sign-outcome';

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

function setup(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}) {
  const ctx = mockConfig([BANK], { certificates: [RSA_CERT], ...state }, { '/v1/credits/c1,c2/signature/assemble': ORIGINAL, ...routes });
  const sign = (businessType: BusinessType = 'CREDIT_ASSEMBLE', ids = ['c1', 'c2'], role = ROLE, confirm?: (o: string) => Promise<boolean>) =>
    ctx.config.signBusiness({ businessType, ids, role, confirm });
  return { ...ctx, sign };
}

function failure(outcome: SignOutcome): SignErrorCode {
  if (outcome.code !== -1) throw new Error('expected a failure');
  return outcome.error.code;
}

describe('signBusiness (spec §4)', () => {
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
    // The raType travels as a query parameter of its own, not inside the path (the client signs it separately).
    expect(transport.calls).toContainEqual({ method: 'GET', path: '/v1/credits/c1,c2/signature/assemble', query: { raType: 'CCB' } });
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
    ['no key inserted', { certificates: [] }, ROLE, 'INSERT_KEY', /未检测到尾号为1234的Ukey/],
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

  it.each<[string, MockFault, SignErrorCode]>([
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
    expect(failure(await setup().sign('CREDIT_ASSEMBLE', []))).toBe('ORIGINAL_FAILED');
    expect(failure(await setup({}, { '/v1/auth/cfca/controls/enable': new Error('down') }).sign())).toBe('REQUEST_ERROR');
  });

  it('attaches the dummy driver values when the signing switch is off, without touching the key', async () => {
    const { sign, driver } = setup({ available: false }, { '/v1/auth/cfca/controls/enable': '0', '/v1/orders/loan-applys/o1/signature/assemble': '订单原文' });
    const outcome = await sign('ORDER_LOAN_APPLY_ASSEMBLE', ['o1']);
    expect(outcome).toMatchObject({
      code: 0,
      dummy: true,
      payload: {
        algorithmType: 'NONE',
        issuerDn: 'NONE',
        certSerialNo: '0',
        signature: 'NONE',
        original: '订单原文',
        businessType: 'ORDER_FIN_APPLY',
        raType: 'CCB',
      },
    });
    expect(driver.calls).toEqual([]);
  });

  it.each<[BusinessType, string, unknown]>([
    ['POND_IN', '/v1/ponds/in/original', { pondInApplyList: [{ fkPondReceivable: 'p1' }] }],
    ['POND_DRAWDOWN', '/v1/ponds/drawdown/original', { pondDrawdownList: [{ pkPondDrawdown: 'p1' }] }],
    ['POND_REPAY', '/v1/ponds/p1/repay/original', { pond: { fkPond: 'p1' } }],
    ['BAB_ISSUE', '/v1/babs/issue/original', { babIssueList: [{ pkBabIssue: 'p1' }] }],
  ])('%s attaches its business list', async (type, path, attached) => {
    const { sign, transport } = setup({}, { [path]: '原文' });
    const outcome = await sign(type, ['p1']);
    expect(outcome.code === 0 && outcome.payload).toMatchObject(attached as object);
    if (path.endsWith('/in/original') || path.endsWith('/drawdown/original') || path.startsWith('/v1/babs/')) {
      expect(transport.calls).toContainEqual({ method: 'POST', path, body: { ids: ['p1'] } });
    }
  });

  it('an unknown bank code is registration code 11', async () => {
    const { config } = setup();
    const outcome = await config.signBusiness({ businessType: 'CREDIT_ASSEMBLE', ids: ['c1', 'c2'], role: ROLE, bankCode: 'XYZ' });
    expect(failure(outcome)).toBe('REQUEST_ERROR');
  });
});
