import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cashEndpoints, exportEndpoints } from '@scf/api/contract';
import { exportJob, recordDownloads } from '../../../test/export-fixtures';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import { line, plan } from '../test/cash-fixtures';
import { renderCashPage } from '../test/render-cash-page';
import CashQueryPage from './cash-query-page';

const ENDPOINTS = { ...cashEndpoints, exportCount: exportEndpoints.count, exportStart: exportEndpoints.start, exportLink: exportEndpoints.link };

const downloads = recordDownloads();

/** 25 plans, one line each, CSH20250616000001… due from 2025-06-02 on. */
const PLANS = Array.from({ length: 25 }, (_, i) => {
  const planNo = `CSH202506160000${String(i + 1).padStart(2, '0')}`;
  return plan({
    planNo,
    status: 'PAID',
    paidTotal: '200000.00',
    paidCount: 1,
    lines: [
      line({
        planNo,
        creditNo: `XG20250310000000${String(i + 10).padStart(2, '0')}`,
        status: 'PAID',
        paidAt: '2025-06-16T02:10:00.000Z',
        paidDate: '2025-06-16',
        bankSerial: `CCB${i}`,
      }),
    ],
  });
});
const paged = (input: { body: { page: number; size: number } }) => ({
  rows: PLANS.slice((input.body.page - 1) * input.body.size, input.body.page * input.body.size),
  total: PLANS.length,
});

describe('兑付查询 (/credit/core/cash/cash-query)', () => {
  it('pages the plans of the route’s variant on the server', async () => {
    const { user, sent } = renderCashPage(CashQueryPage, { at: '/credit/core/cash/cash-query', server: { plans: paged } });
    expect(await screen.findByRole('heading', { level: 1, name: '兑付查询' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '兑付计划' });
    expect(await within(table).findByRole('button', { name: 'CSH20250616000001' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(sent('plans')).toEqual([{ page: 1, size: 10, sort: { field: 'createdAt', order: 'desc' }, filters: { variant: 'CASH' } }]);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await within(table).findByRole('button', { name: 'CSH20250616000011' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'CSH20250616000001' })).toBeNull();
    expect(sent('plans').at(-1)).toEqual(expect.objectContaining({ page: 2, filters: { variant: 'CASH' } }));
  });

  it('导出 asks the server to count the screen’s filters, then downloads a small export at once by a minted link', async () => {
    const { user, sent } = renderSigningScreen(CashQueryPage, ENDPOINTS, {
      at: '/credit/core/cash/cash-query',
      original: '',
      server: {
        plans: paged,
        exportCount: { count: 25, mode: 'SYNC' },
        exportStart: { mode: 'SYNC', job: exportJob({ source: 'cash-plans', label: '兑付查询', fileName: '兑付查询_20250616100000.xlsx' }) },
        exportLink: { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' },
      },
    });
    await screen.findByRole('table', { name: '兑付计划' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 兑付查询_20250616100000.xlsx')).toBeInTheDocument();
    const request = { source: 'cash-plans', filters: { variant: 'CASH' }, sort: { field: 'dueDate', order: 'asc' } };
    expect(sent('exportCount')).toEqual([request]);
    expect(sent('exportStart')).toEqual([request]);
    expect(downloads).toEqual(['/v1/exports/download/abcdefghijklmnopqrstuvwxyz']);
  });

  it('工行兑付查询 exports the ICBC plans; a large export goes to the download centre, too many rows are refused', async () => {
    let count = { count: 6_000, mode: 'JOB' };
    const { user, sent } = renderSigningScreen(CashQueryPage, ENDPOINTS, {
      at: '/credit/core/cash/icbccash-query',
      original: '',
      server: {
        plans: { rows: [plan({ variant: 'ICBC' })], total: 1 },
        exportCount: () => count,
        exportStart: { mode: 'JOB', job: exportJob({ status: 'QUEUED', progress: 0, actions: ['CANCEL'], fileName: null, sha256: null }) },
      },
    });
    await screen.findByRole('table', { name: '兑付计划' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('导出数据较多，已转入下载中心生成，完成后将通知您');
    expect(within(note).getByRole('link', { name: '查看进度' })).toHaveAttribute('href', '/my/export');
    expect(sent('exportStart')).toEqual([expect.objectContaining({ filters: { variant: 'ICBC' } })]);
    expect(downloads).toEqual([]);
    count = { count: 100_001, mode: 'REFUSED' };
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('单次导出不能超过100,000条，请缩小查询范围')).toBeInTheDocument();
    expect(sent('exportStart')).toHaveLength(1);
  });

  // Issue 28 item 9: 兑付查询 had no filters and 导出 wrote every plan.
  it('searches by 计划编号, 计划状态 and 到期日, and 导出 writes what is filtered', async () => {
    const { user, sent } = renderSigningScreen(CashQueryPage, ENDPOINTS, {
      at: '/credit/core/cash/cash-query?dueFrom=2025-06-01&dueTo=2025-06-30',
      original: '',
      server: {
        plans: paged,
        exportCount: { count: 1, mode: 'SYNC' },
        exportStart: { mode: 'SYNC', job: exportJob({ source: 'cash-plans', label: '兑付查询', fileName: '兑付查询_20250616100000.xlsx' }) },
        exportLink: { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' },
      },
    });
    const search = await screen.findByRole('search', { name: '兑付查询' });
    // The range in the URL (a shared link, the back button) is the search's and the list's.
    expect(within(search).getByRole('combobox', { name: '到期日起' })).toHaveTextContent('2025-06-01');
    await user.type(within(search).getByRole('textbox', { name: '计划编号' }), ' CSH2025061600001 ');
    await user.click(within(search).getByRole('combobox', { name: '计划状态' }));
    await user.click(await screen.findByRole('option', { name: '已兑付' }));
    await user.click(within(search).getByRole('button', { name: '查询' }));
    const filters = { variant: 'CASH', planNo: 'CSH2025061600001', status: 'PAID', dueFrom: '2025-06-01', dueTo: '2025-06-30' };
    await waitFor(() => expect(sent('plans').at(-1)).toEqual({ page: 1, size: 10, sort: { field: 'createdAt', order: 'desc' }, filters }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 兑付查询_20250616100000.xlsx')).toBeInTheDocument();
    expect(sent('exportCount')).toEqual([{ source: 'cash-plans', filters, sort: { field: 'dueDate', order: 'asc' } }]);

    await user.click(within(search).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(sent('plans').at(-1)).toEqual(expect.objectContaining({ filters: { variant: 'CASH' } })));
  });

  it('no plans yet: the empty text', async () => {
    renderCashPage(CashQueryPage, { at: '/credit/core/cash/cash-query', server: { plans: { rows: [], total: 0 } } });
    expect(await within(await screen.findByRole('table', { name: '兑付计划' })).findByText('暂无兑付记录')).toBeInTheDocument();
  });
});
