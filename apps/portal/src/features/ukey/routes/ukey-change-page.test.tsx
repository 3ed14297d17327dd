import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockDriver } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { SPARE_CERT, binding } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyChangePage from './ukey-change-page';

const OLD = binding();
const NEW = binding({ ukeyNo: '1f9001', ukeyCode: 'CCB5100009001', notAfter: '2036-01-01T00:00:00.000Z' });

/** The director's page with the new key(s) inserted in the local agent; `change` is what the server answers. */
function setup(certs: CertInfo[] = [SPARE_CERT], change: unknown = NEW) {
  const driver = createMockDriver({ version: '3.2.0', certificates: certs });
  return { driver, ...renderUkeyPage(UkeyChangePage, { at: '/my/enterprise-info/ukey/change?ukeyNo=1a2b', server: { list: [OLD], change }, driver }) };
}

describe('更换Ukey page', () => {
  it('reads the new key, shows old vs new, and on confirmation signs with the new key and replaces the binding', async () => {
    const { user, sent, driver } = setup();
    expect(await screen.findByRole('combobox', { name: '要更换的Ukey' })).toHaveTextContent('CCB5100001101');
    await user.click(screen.getByRole('button', { name: '读取新Ukey' }));
    const compare = await screen.findByRole('table', { name: '新旧Ukey对比' });
    expect(within(compare).getByRole('row', { name: '印刷号 CCB5100001101 CCB5100009001' })).toBeInTheDocument();
    expect(within(compare).getByRole('row', { name: '证书序列号 1a2b 1f9001' })).toBeInTheDocument();
    expect(within(compare).getByRole('row', { name: '有效期至 2035-12-31 2036-01-01' })).toBeInTheDocument();
    expect(driver.calls).not.toContain('sign');
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('更换成功：李主管（s1_dir）的Ukey已由印刷号 CCB5100001101 更换为 CCB5100009001（尾号 9001）');
    expect(result).toHaveTextContent('持有人需重新登录');
    expect(sent('change')).toEqual([
      {
        oldUkeyNo: '1a2b',
        certDerB64: 'MIIBspare',
        registration: expect.objectContaining({ ukeyNo: '1f9001', ukeyCode: 'CCB5100009001', original: '绑定原文 nonce=1', algorithmType: 'SHA1withRSA' }),
      },
    ]);
  });

  it('cancelling keeps the old key and signs nothing', async () => {
    const { user, sent, driver } = setup();
    await user.click(await screen.findByRole('button', { name: '读取新Ukey' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已取消更换，原Ukey未变更');
    expect(sent('change')).toEqual([]);
    expect(driver.calls).not.toContain('sign');
  });

  it('will not confirm when the old key is inserted again', async () => {
    const { user } = setup([{ ...SPARE_CERT, serialNumber: '1a2b', keyCode: 'CCB5100001101' }]);
    await user.click(await screen.findByRole('button', { name: '读取新Ukey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('插入的是原Ukey，请插入新的Ukey后重新读取');
    expect(screen.getByRole('button', { name: '确认更换' })).toBeDisabled();
  });

  it.each([
    [
      'two keys',
      [SPARE_CERT, { ...SPARE_CERT, handle: 'spare-sm2', serialNumber: '2f9002' }],
      '更换失败（注册错误码 2）：检测到多个Ukey，只能插入一个Ukey',
      '请拔出多余的Ukey后重试',
    ],
    [
      'another bank',
      [{ ...SPARE_CERT, issuerDN: 'CN=Other Bank Demo CA' }],
      '更换失败（注册错误码 1）：无法识别证书颁发机构',
      '请确认所选银行与Ukey的发证机构一致',
    ],
    ['no key', [], '更换失败（注册错误码 4）：选择证书失败', '请重新插入Ukey后重试'],
  ] as const)('%s: the catalogue message and action, nothing sent', async (_name, certs, message, action) => {
    const { user, sent } = setup([...certs]);
    await user.click(await screen.findByRole('button', { name: '读取新Ukey' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(action);
    expect(sent('change')).toEqual([]);
  });

  it('a refusal by the server is registration code 11 with its message', async () => {
    const { user } = setup([SPARE_CERT], new Error('该Ukey已绑定其他用户'));
    await user.click(await screen.findByRole('button', { name: '读取新Ukey' }));
    await user.click(await screen.findByRole('button', { name: '确认更换' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('更换失败（注册错误码 11）：请求异常：该Ukey已绑定其他用户');
  });
});
