import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@scf/api/contract';
import type { AgreementRecord, AnyEndpoint } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import ProtocolPage from './protocol-page';

const record = (over: Partial<AgreementRecord> = {}): AgreementRecord => ({
  agreementNo: 'XY20250615000001',
  templateCode: 'PLATFORM',
  title: '平台服务协议（注册协议）',
  version: '2025-01',
  parties: ['徐州示例重工集团有限公司', '供应链金融服务平台'],
  signerName: '张伟',
  signMethod: 'CHECK',
  certSerial: null,
  signedAt: '2025-06-15 00:00:00',
  signedIp: '10.20.30.41',
  textSha256: '0123456789abcdef'.repeat(4),
  status: 'ACTIVE',
  ...over,
});
const MANDATE = record({
  agreementNo: 'XY20250102000002',
  templateCode: 'REPAY_MANDATE',
  title: '还款账户信息确认函（代扣授权）',
  signerName: '王芳',
  signMethod: 'UKEY',
  certSerial: '5c1d0101',
  status: 'RESIGN_REQUIRED',
});

function setup(rows: AgreementRecord[] = [record(), MANDATE]) {
  const transport = createMockTransport({ '/v1/agreements/list': rows });
  const client = {
    ...transport,
    url: (e: AnyEndpoint, i: { params?: Record<string, string>; query?: Record<string, string> } = {}) =>
      `${fillPath(e.path, i.params)}${i.query?.inline ? '?inline=1' : ''}`,
  };
  return renderScreen(ProtocolPage, { at: '/my/protocol/index', client, auth: testAuth({ role: 'ROLE_ADMIN', permissions: ['/my/protocol/index'] }) });
}

afterEach(() => vi.restoreAllMocks());

describe('协议管理 (/my/protocol/index, §16.9)', () => {
  it('lists each signed agreement with the evidence columns, the digest’s first 16 hex (full on hover) and 待重新签署 of an old version', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '协议列表' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Seven columns, two facts to a cell where they belong together, so every evidence field shows at 1280 px.
    expect(headers).toEqual(['协议名称', '签署方', '签署人', '签署时间', '内容摘要', '状态', '操作']);
    const platform = within(table).getByRole('row', { name: /XY20250615000001/ });
    expect(platform).toHaveTextContent('版本2025-01');
    expect(platform).toHaveTextContent('勾选同意');
    expect(platform).toHaveTextContent('IP 10.20.30.41');
    expect(platform).toHaveTextContent('徐州示例重工集团有限公司、供应链金融服务平台');
    expect(within(platform).getByText('0123456789abcdef')).toHaveAttribute('title', `SHA-256：${'0123456789abcdef'.repeat(4)}`);
    expect(platform).toHaveTextContent('生效中');
    const mandate = within(table).getByRole('row', { name: /XY20250102000002/ });
    expect(mandate).toHaveTextContent('Ukey');
    expect(mandate).toHaveTextContent('待重新签署');
    expect(screen.getByText('协议已更新版本，请企业管理员或主管重新登录后签署新版本协议。')).toBeInTheDocument();
  });

  it('预览 opens the agreement’s PDF in the file previewer; 下载 and 证据包 follow the server’s links', async () => {
    const { user } = setup();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const row = await screen.findByRole('row', { name: /XY20250615000001/ });
    await user.click(within(row).getByRole('button', { name: '证据包平台服务协议（注册协议）XY20250615000001' }));
    await user.click(within(row).getByRole('button', { name: '下载平台服务协议（注册协议）XY20250615000001' }));
    expect(clicked).toEqual(['/v1/agreements/XY20250615000001/evidence', '/v1/agreements/XY20250615000001/file']);
    await user.click(within(row).getByRole('button', { name: '预览平台服务协议（注册协议）XY20250615000001' }));
    expect(await screen.findByRole('dialog', { name: '平台服务协议（注册协议） XY20250615000001' })).toBeInTheDocument();
  });

  it('says when nothing was signed', async () => {
    setup([]);
    expect(await screen.findByText('暂无已签署的协议')).toBeInTheDocument();
  });
});
