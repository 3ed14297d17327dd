import { describe, expect, it } from 'vitest';
import { DIRECTOR, DIRECTOR_CERT, mockSigning } from '../test/signing-fixtures';
import { diagnosticsText } from './diagnostics-text';
import { runDiagnostics } from './run-diagnostics';

const NOW = new Date('2025-06-16T00:00:00Z');
const valid = { ...DIRECTOR_CERT, notAfter: '2026-06-16T00:00:00Z' };
const run = (state: Parameters<typeof mockSigning>[0], extra: Partial<Parameters<typeof runDiagnostics>[0]> = {}) =>
  runDiagnostics({ config: mockSigning(state).config, role: DIRECTOR, now: NOW, ...extra });
const statuses = (r: Awaited<ReturnType<typeof runDiagnostics>>) => Object.fromEntries(r.checks.map((c) => [c.id, c.status]));

describe('runDiagnostics', () => {
  it('all checks pass with the bound key inserted', async () => {
    const report = await run({ certificates: [valid] }, { boundSerials: ['1A2B3C'] });
    expect(statuses(report)).toEqual({ driver: 'ok', version: 'ok', key: 'ok', certificate: 'ok', binding: 'ok' });
    expect(report.checks.find((c) => c.id === 'certificate')!.detail).toBe('有效期至 2026-06-16，剩余 365 天');
  });

  it('no driver: the rest is not checked', async () => {
    const report = await run({ available: false });
    expect(statuses(report)).toEqual({ driver: 'fail', version: 'skip', key: 'skip', certificate: 'skip', binding: 'skip' });
  });

  it('outdated driver gives driver code 2, no key asks for the role key', async () => {
    const report = await run({ version: '1.0.0', certificates: [] });
    expect(report.checks.find((c) => c.id === 'version')!.detail).toContain('低于最低要求 3.0.0（错误码 2）');
    expect(report.checks.find((c) => c.id === 'key')!.detail).toContain('未检测到尾号为0101的Ukey');
  });

  it('flags a certificate near expiry and one already expired', async () => {
    const soon = await run({ certificates: [{ ...valid, notAfter: '2025-07-01T00:00:00Z' }] });
    expect(soon.checks.find((c) => c.id === 'certificate')).toMatchObject({ status: 'warn', detail: expect.stringContaining('15 天后到期') });
    const gone = await run({ certificates: [{ ...valid, notAfter: '2025-06-01T00:00:00Z' }] });
    expect(gone.checks.find((c) => c.id === 'certificate')!.status).toBe('fail');
  });

  it('a software key is not held to the middleware minimum version', async () => {
    const { config, driver } = mockSigning({ certificates: [valid], version: '1.0.0' });
    Object.assign(driver, { software: true });
    const report = await runDiagnostics({ config, role: DIRECTOR, now: NOW });
    expect(report.checks.find((c) => c.id === 'version')).toEqual({ id: 'version', label: '驱动版本', status: 'ok', detail: '1.0.0' });
  });

  it('a key of an unknown bank is registration code 1', async () => {
    const report = await run({ certificates: [{ ...valid, issuerDN: 'CN=Other CA' }] });
    expect(report.checks.find((c) => c.id === 'key')).toMatchObject({ status: 'fail', detail: '无法识别证书颁发机构（错误码 1）：CN=Other CA' });
  });

  it('another key or another bound serial is a binding failure', async () => {
    const other = await run({ certificates: [{ ...valid, keyCode: 'CCB5100000999' }] });
    expect(other.checks.find((c) => c.id === 'binding')!.detail).toContain('印刷号为 CCB5100000999');
    const rebound = await run({ certificates: [valid] }, { boundSerials: ['ffff'] });
    expect(rebound.checks.find((c) => c.id === 'binding')!.detail).toContain('当前Ukey证书与绑定证书不一致');
  });

  it('writes a copyable text report', async () => {
    const text = diagnosticsText(await run({ certificates: [valid] }), { userName: 'c1_dir', roleName: '主管', signTest: '通过' });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['【Ukey签名诊断】', '驱动类型：签名驱动', '用户：c1_dir（主管）', '驱动版本：[正常] 3.0.0（最低要求 3.0.0）', '签名测试：通过']),
    );
  });
});
