import { describe, expect, it, vi } from 'vitest';
import { CCB, CCB_CERT } from '../test-support/fixtures';
import { mockConfig } from '../test-support/mock-config';
import type { CertInfo } from '../types';

const CERT: CertInfo = { ...CCB_CERT, keyCode: 'CCB5100009001', certDerB64: 'MIIB' };

function run(cert: CertInfo, submit: () => Promise<string>, confirm?: (c: CertInfo) => Promise<boolean>) {
  const { config, driver } = mockConfig([CCB], { certificates: [cert] }, { '/v1/auth/cas/add/info/original': '绑定原文 n=1' });
  return { driver, outcome: config.registerAndSubmit({ bankCode: 'CCB', submit, confirm }) };
}

describe('registerAndSubmit', () => {
  it('confirms the key that was read, then signs and submits the registration with the certificate', async () => {
    const submit = vi.fn(async () => 'bound');
    const confirm = vi.fn(async () => true);
    const { outcome, driver } = run(CERT, submit, confirm);
    await expect(outcome).resolves.toMatchObject({ ok: true, value: 'bound', cert: { serialNumber: '1abc' } });
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ keyCode: 'CCB5100009001' }));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ ukeyNo: '1abc', original: '绑定原文 n=1', ukeyCode: 'CCB5100009001' }),
      'MIIB',
      expect.anything(),
    );
    expect(driver.calls).toContain('sign');
  });

  it('a declined confirmation signs nothing and submits nothing', async () => {
    const submit = vi.fn(async () => 'bound');
    const { outcome, driver } = run(CERT, submit, async () => false);
    await expect(outcome).resolves.toMatchObject({ ok: false, code: 'USER_CANCELLED', message: '已取消签名' });
    expect(driver.calls).not.toContain('sign');
    expect(submit).not.toHaveBeenCalled();
  });

  it('labels a refusal by the platform as registration code 11 with its message, and a key without certificate as code 4', async () => {
    await expect(run(CERT, async () => Promise.reject(new Error('仅主管可更换Ukey'))).outcome).resolves.toEqual({
      ok: false,
      code: 'REQUEST_ERROR',
      codeLabel: '注册错误码 11',
      message: '请求异常：仅主管可更换Ukey',
      actionText: '请稍后重试，或请联系在线客服（7*24小时）',
    });
    await expect(run({ ...CERT, certDerB64: undefined }, async () => 'x').outcome).resolves.toMatchObject({
      code: 'CERT_SELECT_FAILED',
      codeLabel: '注册错误码 4',
    });
  });
});
