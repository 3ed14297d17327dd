import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { exportJob, recordDownloads } from '../../../test/export-fixtures';
import { fileRow, renderAbsFiles, unconfirmedRow } from '../test/render-abs-files';
import { ChainFilePage } from './chain-file-page';

const AT = '/abs/chain/index/file';
const downloads = recordDownloads();
const LINK = { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' };
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('链属企业档案 (/abs/chain/index/file), the supplier', () => {
  it('shows 加载中 while the archive is read', async () => {
    renderAbsFiles(ChainFilePage, { at: AT, server: { 'absFiles.chainMatrix': () => new Promise(() => undefined) } });
    const table = await screen.findByRole('table', { name: '文件档案' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('加载中'))).toBe(true);
  });

  it('lists its receivables by debtor with each document’s state; nothing to sign here', async () => {
    renderAbsFiles(ChainFilePage, { at: AT, server: { 'absFiles.chainMatrix': { rows: [fileRow(), unconfirmedRow()], total: 2 } } });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250612000002')).toBeInTheDocument());
    expect(within(table).getByRole('columnheader', { name: /应收账款编号 \/ 债务人/ })).toBeInTheDocument();
    const ap2 = rowOf(table, 'ABR20250612000002');
    expect(ap2).toHaveTextContent('徐州示例重工（成员）有限公司');
    expect(ap2).toHaveTextContent('待确权');
    expect(within(ap2).getAllByText('不适用')).toHaveLength(4);
    expect(within(ap2).queryByRole('button', { name: /预览/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '提交签署' })).not.toBeInTheDocument();
  });

  it('下载文件包 starts the ABS文件包 export of the ticked receivables and downloads the zip', async () => {
    const { user, sent } = renderAbsFiles(ChainFilePage, {
      at: AT,
      server: {
        'absFiles.chainMatrix': { rows: [fileRow(), unconfirmedRow()], total: 2 },
        'exports.start': { mode: 'SYNC', job: exportJob({ source: 'abs-file-package', label: 'ABS文件包', fileName: 'ABS文件包_20250616100000.zip' }) },
        'exports.link': LINK,
      },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '下载文件包' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: /ABR20250610000001/ }));
    expect(screen.getByText('已选 1 笔')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下载文件包' }));
    expect(await screen.findByText('已生成 ABS文件包_20250616100000.zip，可在下载中心再次下载')).toBeInTheDocument();
    expect(sent('exports.start')).toEqual([{ source: 'abs-file-package', filters: { side: 'CREDITOR', receivableNos: ['ABR20250610000001'] } }]);
    expect(downloads).toEqual([LINK.url]);
  });

  it('下载文件包 says a refusal in its words', async () => {
    const { user } = renderAbsFiles(ChainFilePage, {
      at: AT,
      server: {
        'absFiles.chainMatrix': { rows: [fileRow()], total: 1 },
        'exports.start': new ApiError('RULE', '所选应收账款暂无可下载的文件', 200),
      },
    });
    const table = await screen.findByRole('table', { name: '文件档案' });
    await user.click(await within(table).findByRole('checkbox', { name: /ABR20250610000001/ }));
    await user.click(screen.getByRole('button', { name: '下载文件包' }));
    expect(await screen.findByText('下载失败：所选应收账款暂无可下载的文件')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
