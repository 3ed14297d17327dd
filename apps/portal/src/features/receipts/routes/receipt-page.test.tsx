import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { fillPath } from '@scf/api/contract';
import type { AnyEndpoint, Receipt } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import ReceiptPage from './receipt-page';

const CODE = 'A1B2C3D4E5F6G7H8';
const receipt = (i: number, over: Partial<Receipt> = {}): Receipt => ({
  receiptNo: `HD20250613${String(i).padStart(8, '0')}`,
  tradeDate: '2025-06-13',
  bizType: 'CASH_PAY',
  side: 'PAY',
  counterpartyName: '苏州示例精工有限公司',
  counterpartyAccountNo: '3225****2001',
  amount: '150000.00',
  purpose: '凭证CR5到期兑付',
  bizRef: 'CSH20250613000001',
  bankSerial: 'CCB2025061300000001',
  status: 'READY',
  ...over,
});
const CHECKED = {
  found: true,
  receiptNo: 'HD2025061300000001',
  tradedAt: '2025-06-13 09:00:00',
  bizType: 'CASH_PAY',
  payerName: '徐州示例重工集团有限公司',
  payerAccountNo: '3205****0001',
  payeeName: '苏州示例精工有限公司',
  payeeAccountNo: '3225****2001',
  amount: '150000.00',
  bankSerial: 'CCB2025061300000001',
  fileSha256: 'ab'.repeat(32),
};

const QUEUED_JOB = {
  exportNo: 'EXP20250613000001',
  source: 'receipts-zip',
  label: '批量回单',
  conditions: '回单：51张',
  rowCount: 52,
  status: 'QUEUED',
  progress: 0,
  failReason: null,
  fileName: null,
  fileSize: null,
  sha256: null,
  createdAt: '2025-06-13T01:00:00.000Z',
  businessDate: '2025-06-13',
  finishedAt: null,
  expiresOn: null,
  actions: ['CANCEL'],
};

function setup(rows: Receipt[] | Error = [receipt(1), receipt(2, { side: 'RECEIVE', status: 'FAILED', amount: '99.00' })]) {
  const transport = createMockTransport({
    '/v1/receipts/list': rows instanceof Error ? rows : { rows, total: rows.length },
    '/v1/receipts/check': (input: { body?: { code: string } }) => (input.body?.code === CODE ? CHECKED : { found: false }),
    '/v1/receipts/{receiptNo}/regenerate': receipt(2, { side: 'RECEIVE', amount: '99.00' }),
    '/v1/exports': { mode: 'JOB', job: QUEUED_JOB },
  });
  const client = { ...transport, url: (e: AnyEndpoint, i: { params?: Record<string, string> } = {}) => fillPath(e.path, i.params) };
  const view = renderScreen(ReceiptPage, { at: '/my/account/receipt', client, auth: testAuth({ permissions: ['/my/account/receipt'] }) });
  return { ...view, transport };
}

describe('回单查询 (issue 27 item 3, §16.7)', () => {
  it('lists the corporation’s receipts with the columns of §16.7; 预览 · 下载 on a ready one, 重新生成 on a failed one', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '回单列表' });
    // Every §16.7 column, the secondary ones stacked under a main one so the list fits 1280 px.
    for (const title of ['回单编号 / 银行流水号', '交易日期 / 业务类型', '对方户名 / 对方账号', '金额', '关联业务编号 / 用途', '状态', '操作'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    const ready = within(table).getByRole('row', { name: /HD2025061300000001/ });
    expect(ready).toHaveTextContent('兑付付款');
    expect(ready).toHaveTextContent('付款');
    expect(ready).toHaveTextContent('3225****2001');
    expect(ready).toHaveTextContent('150,000.00');
    expect(ready).toHaveTextContent('已生成');
    expect(within(ready).getByRole('button', { name: '预览' })).toBeEnabled();
    expect(within(ready).getByRole('button', { name: '下载' })).toBeEnabled();
    const failed = within(table).getByRole('row', { name: /HD2025061300000002/ });
    expect(failed).toHaveTextContent('生成失败');
    expect(within(failed).getByRole('button', { name: '重新生成' })).toBeInTheDocument();
  });

  it('重新生成 a failed receipt says so', async () => {
    const { user } = setup();
    const failed = await screen.findByRole('row', { name: /HD2025061300000002/ });
    await user.click(within(failed).getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText('回单HD2025061300000002已重新生成')).toBeInTheDocument();
  });

  it('预览 opens the receipt’s PDF in the file previewer', async () => {
    const { user } = setup();
    const row = await screen.findByRole('row', { name: /HD2025061300000001/ });
    await user.click(within(row).getByRole('button', { name: '预览' }));
    expect(await screen.findByRole('dialog', { name: '电子回单 HD2025061300000001' })).toBeInTheDocument();
  });

  it('sends the filters of §16.7 and starts at page 1', async () => {
    const { user, transport } = setup();
    await screen.findByRole('table', { name: '回单列表' });
    const search = screen.getByRole('search', { name: '回单查询条件' });
    await user.type(within(search).getByRole('textbox', { name: '关联业务编号' }), 'CSH2025');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await screen.findByRole('table', { name: '回单列表' });
    const last = transport.calls.filter((c) => c.path === '/v1/receipts/list').at(-1);
    expect(last?.body).toMatchObject({ page: 1, filters: { bizRef: 'CSH2025' } });
  });

  it('批量下载 of more than 50 selected starts a 批量回单 export job of the download centre, not a refusal', async () => {
    const rows = Array.from({ length: 51 }, (_, i) => receipt(i + 1));
    const { user, transport } = setup(rows);
    const table = await screen.findByRole('table', { name: '回单列表' });
    expect(screen.getByRole('button', { name: '批量下载' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '批量下载（51）' }));
    const status = await screen.findByText(/导出数据较多，已转入下载中心生成，完成后将通知您/);
    expect(within(status).getByRole('link', { name: '查看进度' })).toHaveAttribute('href', '/my/export');
    expect(within(status).getByRole('link', { name: '下载中心' })).toHaveAttribute('href', '/my/download-center');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('单次最多批量下载50张回单')).not.toBeInTheDocument();
    const started = transport.calls.filter((c) => c.path === '/v1/exports');
    expect(started).toHaveLength(1);
    expect(started[0]?.body).toEqual({ source: 'receipts-zip', filters: { receiptNos: rows.map((r) => r.receiptNo) } });
  });

  it('批量下载 of 50 or fewer zips at once, without an export job', async () => {
    const { user, transport } = setup(Array.from({ length: 3 }, (_, i) => receipt(i + 1)));
    const table = await screen.findByRole('table', { name: '回单列表' });
    await user.click(within(table).getByRole('checkbox', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '批量下载（3）' }));
    expect(transport.calls.some((c) => c.path === '/v1/exports')).toBe(false);
    expect(screen.queryByText(/已转入下载中心生成/)).not.toBeInTheDocument();
  });

  it('shows 暂无回单 when there are none', async () => {
    setup([]);
    expect(await screen.findByText('暂无回单')).toBeInTheDocument();
  });

  it('shows 数据加载失败 when the list fails', async () => {
    setup(new ApiError('SYSTEM', '网络异常，请稍后重试', 200));
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });

  it('回单验真: a receipt’s code answers 回单真实有效 with its key fields; a made-up one 未查询到该回单', async () => {
    const { user } = setup();
    const check = await screen.findByRole('search', { name: '回单验真' });
    const field = within(check).getByRole('textbox', { name: '验证码' });
    await user.type(field, 'a1b2-c3d4-e5f6-g7h8');
    await user.click(within(check).getByRole('button', { name: '验真' }));
    expect(await screen.findByText('回单真实有效（验证码 A1B2-C3D4-E5F6-G7H8）')).toBeInTheDocument();
    expect(screen.getByText('CCB2025061300000001', { selector: 'dd, dd *' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await user.click(within(check).getByRole('button', { name: '验真' }));
    expect(await screen.findByText('未查询到该回单')).toBeInTheDocument();
  });
});
