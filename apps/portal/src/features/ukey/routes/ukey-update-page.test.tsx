import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockDriver } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { CCB_ISSUER, binding, boundKey, request } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyUpdatePage from './ukey-update-page';

// 20 days after the business date of the tests (2025-06-16), in Shanghai time; the machine clock plays no part.
const SOON = '2025-07-06T03:00:00.000Z';
const MINE = binding({ notAfter: SOON });
const KEY: CertInfo = boundKey({ notAfter: SOON });
const RENEWAL = { requestId: 'UR7', certDerB64: 'MIIBrenewed', serialNumber: '1a2c', notAfter: '2026-06-16T00:00:00.000Z' };
const COMPLETED = request({ requestId: 'UR7', kind: 'UPDATE', ukeyCode: MINE.ukeyCode, oldSerial: '1a2b', newSerial: '1a2c' });

/** My role's key (and another user's) bound; `certs` is what the local agent has inserted. */
function setup(rows = [MINE, binding({ ukeyNo: '9', userName: 's1_op', roleCode: 'ROLE_OPERATOR' })], certs: CertInfo[] = [KEY]) {
  const driver = createMockDriver({ version: '3.2.0', certificates: certs });
  const server = { list: rows, renewOriginal: '证书更新原文 挑战n-1', renew: RENEWAL, downloaded: COMPLETED };
  return { driver, ...renderUkeyPage(UkeyUpdatePage, { at: '/my/enterprise-info/ukey/update', server, driver }) };
}

describe('证书更新 page', () => {
  it('shows my role key with 即将到期, signs the renewal original after confirmation, then writes the new certificate into the key', async () => {
    const { user, sent, driver } = setup();
    expect(await screen.findByText('CCB5100001101')).toBeInTheDocument();
    expect(screen.getByText('剩余 20 天', { exact: false })).toHaveTextContent('即将到期');
    await user.click(screen.getByRole('button', { name: '更新证书' }));
    const confirm = await screen.findByRole('region', { name: '签名确认' });
    expect(within(confirm).getByText('证书更新原文 挑战n-1')).toBeInTheDocument();
    expect(sent('renew')).toEqual([]);
    expect(driver.calls).not.toContain('sign');
    await user.click(within(confirm).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByRole('status')).toHaveTextContent('新证书已签发：序列号 1a2c，有效期至 2026-06-16。请将新证书下载到Ukey。');
    expect(sent('renew')).toEqual([
      {
        payload: expect.objectContaining({
          algorithmType: 'SHA1withRSA',
          certSerialNo: '1a2b',
          original: '证书更新原文 挑战n-1',
          raType: 'CCB',
          issuerDn: CCB_ISSUER,
        }),
      },
    ]);
    await user.click(screen.getByRole('button', { name: '下载证书到Ukey' }));
    expect(await screen.findByText(/证书已写入Ukey，更新完成。/)).toBeInTheDocument();
    expect(driver.state.imported).toEqual([{ handle: 'h1', certDerB64: 'MIIBrenewed' }]);
    expect(sent('downloaded')).toEqual([{ requestId: 'UR7' }]);
  });

  it('cancelling the confirmation signs nothing and renews nothing', async () => {
    const { user, sent, driver } = setup();
    await user.click(await screen.findByRole('button', { name: '更新证书' }));
    await user.click(within(await screen.findByRole('region', { name: '签名确认' })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消签名，证书未更新')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '签名确认' })).not.toBeInTheDocument();
    expect(driver.calls).not.toContain('sign');
    expect(sent('renew')).toEqual([]);
  });

  it('another role key inserted: the catalogue message with the tail number, nothing renewed', async () => {
    const { user, sent } = setup(undefined, [{ ...KEY, keyCode: 'CCB5100000101' }]);
    await user.click(await screen.findByRole('button', { name: '更新证书' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('更新失败：未检测到尾号为1101的Ukey（主管）');
    expect(alert).toHaveTextContent('请插入该Ukey后重试');
    expect(sent('renewOriginal')).toHaveLength(0);
  });

  it('a key that refuses the certificate: 写入失败 with the catalogue message; the request is not reported downloaded', async () => {
    const { user, sent, driver } = setup();
    await user.click(await screen.findByRole('button', { name: '更新证书' }));
    await user.click(await screen.findByRole('button', { name: '确认签名' }));
    driver.fail({ op: 'importCertificate', code: 'CERT_KEY_MISMATCH', driverCode: 0x0a00001b });
    await user.click(await screen.findByRole('button', { name: '下载证书到Ukey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('写入失败：证书与Ukey中的密钥不匹配，无法写入');
    expect(sent('downloaded')).toEqual([]);
    expect(screen.getByRole('button', { name: '下载证书到Ukey' })).toBeInTheDocument();
  });

  it('without a key bound to my role: an empty state pointing to 新增Ukey and Ukey申请', async () => {
    setup([binding({ userName: 's1_op', roleCode: 'ROLE_OPERATOR' })]);
    expect(await screen.findByText('当前角色未绑定Ukey，无法更新证书')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新增Ukey' })).toHaveAttribute('href', '/my/enterprise-info/ukey/add');
    expect(screen.getByRole('link', { name: 'Ukey申请' })).toHaveAttribute('href', '/my/enterprise-info/ukey/apply');
    expect(screen.queryByRole('button', { name: '更新证书' })).not.toBeInTheDocument();
  });
});
