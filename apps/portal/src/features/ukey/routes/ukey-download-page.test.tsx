import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockDriver } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { CCB_ISSUER, request } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyDownloadPage from './ukey-download-page';

const MINE = {
  holderUserName: 's1_dir',
  holderPersonName: '李主管',
  roleCode: 'ROLE_DIRECTOR',
  ukeyCode: 'SOFT00001234',
  medium: 'SOFT' as const,
  certType: 'RSA' as const,
  reason: '',
};
const WAITING = request({ ...MINE, requestId: 'UR7', kind: 'UPDATE', status: 'TO_DOWNLOAD', oldSerial: '1a01', newSerial: '1a02', completedAt: null });
const APPLIED = request({ ...MINE, requestId: 'UR3', kind: 'APPLY', status: 'COMPLETED', oldSerial: null, newSerial: '1a01' });
const OTHERS = request({ requestId: 'UR5', kind: 'UPDATE', status: 'TO_DOWNLOAD', holderUserName: 's1_op', newSerial: '2f02' });
const CERT = {
  requestId: 'UR7',
  certDerB64: 'AQID',
  serialNumber: '1a02',
  issuerDN: 'CN=SCF Soft Key Test CA',
  subjectDN: 'CN=李主管',
  notAfter: '2026-06-16T00:00:00.000Z',
};

const SOFT_KEY: CertInfo = { handle: 'k1', serialNumber: '1a01', issuerDN: CCB_ISSUER, subjectDN: 'CN=李主管', certType: 'RSA', keyCode: 'SOFT00001234' };

/**
 * My soft key in this browser (a software driver: no minimum middleware version, hence 1.0.0), and a server
 * whose 申请记录 show UR7 完成 once it was reported downloaded.
 */
function setup(certificate: unknown = CERT, key: CertInfo = SOFT_KEY) {
  const driver = { ...createMockDriver({ version: '1.0.0', certificates: [key] }), software: true };
  let rows = [WAITING, APPLIED, OTHERS];
  const downloaded = () => {
    rows = rows.map((r) => (r.requestId === 'UR7' ? { ...r, status: 'COMPLETED' as const } : r));
    return rows[0];
  };
  const server = { requests: () => rows, certificate, downloaded };
  return { driver, ...renderUkeyPage(UkeyDownloadPage, { at: '/my/enterprise-info/ukey/download', server, driver }) };
}

describe('证书下载 page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists only my requests; 下载到Ukey writes the certificate into the key and the row becomes 已完成', async () => {
    const { user, sent, driver } = setup();
    const waiting = await screen.findByRole('table', { name: '待下载证书' });
    expect(within(waiting).queryByText('UR5')).not.toBeInTheDocument();
    const row = within(waiting).getByRole('row', { name: /UR7 证书更新 软证书 SOFT00001234/ });
    expect(within(row).getByText('待下载证书')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '已完成申请的证书' })).getByRole('row', { name: /UR3 软证书申请/ })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '下载到Ukey UR7' }));
    expect(await screen.findByRole('status')).toHaveTextContent('证书已下载到印刷号为SOFT00001234的Ukey（序列号 1a02），申请已完成');
    expect(driver.state.imported).toEqual([{ handle: 'k1', certDerB64: 'AQID' }]);
    expect(sent('downloaded')).toEqual([{ requestId: 'UR7' }]);
    const done = screen.getByRole('table', { name: '已完成申请的证书' });
    expect(await within(done).findByRole('row', { name: /UR7 证书更新 .* 已完成/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '待下载证书' })).getByText('暂无待下载的证书')).toBeInTheDocument();
  });

  it('保存证书文件 saves the DER as <printed no.>-<serial>.cer', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (created.push(b), 'blob:cert'), revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const { user } = setup();
    const waiting = await screen.findByRole('table', { name: '待下载证书' });
    await user.click(within(waiting).getByRole('button', { name: '保存证书文件 UR7' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已保存证书文件 SOFT00001234-1a02.cer');
    expect(clicks).toEqual(['SOFT00001234-1a02.cer blob:cert']);
    expect(created[0]?.type).toBe('application/pkix-cert');
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    click.mockRestore();
  });

  it('another key inserted: the catalogue message with the tail number; nothing written or reported', async () => {
    const { user, sent } = setup(CERT, { ...SOFT_KEY, keyCode: 'SOFT00009999' });
    const waiting = await screen.findByRole('table', { name: '待下载证书' });
    await user.click(within(waiting).getByRole('button', { name: '下载到Ukey UR7' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('下载失败：未检测到尾号为1234的Ukey（主管）');
    expect(sent('downloaded')).toEqual([]);
  });

  it('a certificate the server will not give is 请求异常 with its message', async () => {
    const { user } = setup(new Error('证书不存在'));
    const waiting = await screen.findByRole('table', { name: '待下载证书' });
    await user.click(within(waiting).getByRole('button', { name: '下载到Ukey UR7' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('下载失败（注册错误码 11）：请求异常：证书不存在');
  });
});
