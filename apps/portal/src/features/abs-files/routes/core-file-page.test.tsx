import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { fileRow, payConfirmApp, renderAbsFiles, signed } from '../test/render-abs-files';
import { CoreFilePage } from './core-file-page';

const AT = '/abs/core/index/file';
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const page = (rows: unknown[]) => ({ rows, total: rows.length });
const SEEDED_AP3 = fileRow({
  receivableNo: 'ABR20250520000003',
  creditor: { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' },
  amount: '800000.00',
  dueDate: '2025-10-17',
  status: 'POOLED',
  statusLabel: '已入池',
  payConfirmed: true,
  canSubmitPayConfirm: false,
  cells: (['CONFIRMATION', 'TRANSFER_APPLY', 'TRANSFER_NOTICE', 'PAY_CONFIRM', 'ZD_CERT'] as const).map((k) => signed(k)),
});

describe('核心企业档案 (/abs/core/index/file), the core’s operator', () => {
  it('shows the document × asset matrix: each document’s state, signer and date under its column', async () => {
    renderAbsFiles(CoreFilePage, { at: AT, server: { 'absFiles.coreMatrix': page([fileRow(), SEEDED_AP3]) } });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['应付账款确认函', '转让申请书', '转让通知书', '付款确认书', '中登登记证明']));
    const ap1 = rowOf(table, 'ABR20250610000001');
    expect(ap1).toHaveTextContent('徐州示例精密机械有限公司');
    expect(ap1).toHaveTextContent('500,000.00');
    expect(ap1).toHaveTextContent('到期 2025-12-12');
    expect(ap1).toHaveTextContent('待签署');
    expect(ap1).toHaveTextContent('王主管');
    expect(within(ap1).getByRole('button', { name: '提交签署' })).toBeInTheDocument();
    const ap3 = rowOf(table, 'ABR20250520000003');
    expect(within(ap3).getAllByText('已签署')).toHaveLength(5);
    expect(within(ap3).queryByRole('button', { name: '提交签署' })).not.toBeInTheDocument();
  });

  it('says when there is nothing in the archive', async () => {
    renderAbsFiles(CoreFilePage, { at: AT, server: { 'absFiles.coreMatrix': page([]) } });
    expect(await screen.findByText('暂无应收账款档案')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the archive cannot be read', async () => {
    renderAbsFiles(CoreFilePage, { at: AT, server: { 'absFiles.coreMatrix': () => new ApiError('E', '您没有办理该业务的权限', 403) } });
    expect(await screen.findByText(/您没有办理该业务的权限/)).toBeInTheDocument();
  });

  it('searches by keyword and 资产状态 on the server', async () => {
    const { user, sent } = renderAbsFiles(CoreFilePage, { at: AT, server: { 'absFiles.coreMatrix': page([]) } });
    await screen.findByText('暂无应收账款档案');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), 'ABR2025');
    await user.click(screen.getByRole('combobox', { name: '资产状态' }));
    await user.click(await screen.findByRole('option', { name: '已转让' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sent('absFiles.coreMatrix')).toContainEqual(expect.objectContaining({ filters: { keyword: 'ABR2025', status: 'TRANSFERRED' } })),
    );
  });

  it('提交签署 sends the receivable and tells the application number', async () => {
    const { user, sent } = renderAbsFiles(CoreFilePage, {
      at: AT,
      server: { 'absFiles.coreMatrix': page([fileRow()]), 'absFiles.payConfirmSubmit': payConfirmApp('PENDING_REVIEW') },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '提交签署' }));
    expect(await screen.findByText('已提交签署付款确认书，申请APF20250616000001待主管签署')).toBeInTheDocument();
    expect(sent('absFiles.payConfirmSubmit')).toEqual(['/v1/abs/files/ABR20250610000001/pay-confirm']);
  });

  it('a refused 提交签署 shows the server’s words', async () => {
    const { user } = renderAbsFiles(CoreFilePage, {
      at: AT,
      server: {
        'absFiles.coreMatrix': page([fileRow()]),
        'absFiles.payConfirmSubmit': () => new ApiError('LEDGER_RULE', '付款确认书已提交签署，请勿重复提交', 200),
      },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '提交签署' }));
    expect(await screen.findByText('付款确认书已提交签署，请勿重复提交')).toBeInTheDocument();
  });

  it('预览 opens the document’s PDF in the previewer through the stored file', async () => {
    const { user, sent } = renderAbsFiles(CoreFilePage, {
      at: AT,
      server: {
        'absFiles.coreMatrix': page([fileRow()]),
        'files.preview': { useOss: false, url: '/v1/files/download/file-pay', mimeType: 'image/png' },
      },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '预览付款确认书' }));
    expect(await screen.findByRole('dialog', { name: '付款确认书-ABR20250610000001.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(sent('files.preview')).toContainEqual(expect.objectContaining({ pkFile: 'file-pay' })));
  });
});

describe('核心企业档案, the core’s director', () => {
  const waiting = fileRow({ payConfirmAppNo: 'APF20250616000001', canSubmitPayConfirm: false });

  it('签署 signs CONTRACT_SIGN over the 付款确认书 with the key, through the generic approve', async () => {
    const { user, sent } = renderAbsFiles(CoreFilePage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { 'absFiles.coreMatrix': page([waiting]), 'credit.approve': payConfirmApp('COMPLETED') },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    const row = rowOf(table, 'ABR20250610000001');
    expect(within(row).queryByRole('button', { name: '提交签署' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '签署' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('付款确认书');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已签署付款确认书（申请APF20250616000001）')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('应收账款编号：ABR20250610000001') });
  });

  it('a refusal of the signature shows the server’s words', async () => {
    const { user } = renderAbsFiles(CoreFilePage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: {
        'absFiles.coreMatrix': page([waiting]),
        'credit.approve': () => new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200),
      },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '签署' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(/当前状态不允许此操作，请刷新后重试/)).toBeInTheDocument();
  });
});
