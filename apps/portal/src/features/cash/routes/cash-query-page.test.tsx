import { screen, within } from '@testing-library/react';
import type { Workbook } from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExcel } from '../../../lib/excel/load-exceljs';
import { financedLeaf, line, plan } from '../test/cash-fixtures';
import { renderCashPage } from '../test/render-cash-page';
import CashQueryPage from './cash-query-page';

// The browser loads exceljs's own build by a script element; jsdom runs no scripts, so the tests use its Node build.
vi.mock('../../../lib/excel/load-exceljs', () => ({ loadExcel: vi.fn(() => import('exceljs')) }));

const blobs: Blob[] = [];
const downloads: string[] = [];
beforeEach(() => {
  blobs.length = 0;
  downloads.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:cash')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

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

async function readBook(blob: Blob): Promise<Workbook> {
  const { Workbook: Book } = await import('exceljs');
  const book = new Book();
  await book.xlsx.load(await blob.arrayBuffer());
  return book;
}

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

  it('导出 writes every line of every page to one xlsx', async () => {
    const withFi = plan({
      planNo: 'CSH20250616000099',
      dueDate: '2025-06-27',
      status: 'APPROVED',
      lines: [
        line({ planNo: 'CSH20250616000099' }),
        line({
          planNo: 'CSH20250616000099',
          lineNo: 2,
          creditNo: financedLeaf().creditNo,
          payee: financedLeaf().payee,
          payeeKind: 'FI',
          payeeAccount: financedLeaf().payeeAccount,
          amount: '150000.50',
          status: 'FAILED',
          failReason: '户名不符',
        }),
      ],
    });
    const all = [...PLANS, withFi];
    const { user, sent } = renderCashPage(CashQueryPage, {
      at: '/credit/core/cash/cash-query',
      server: {
        plans: (input: { body: { page: number; size: number } }) => ({
          rows: all.slice((input.body.page - 1) * input.body.size, input.body.page * input.body.size),
          total: all.length,
        }),
      },
    });
    await screen.findByRole('table', { name: '兑付计划' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 兑付查询.xlsx')).toBeInTheDocument();
    expect(downloads).toEqual(['兑付查询.xlsx']);
    expect(blobs[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Pages of 100 until every plan is read.
    expect(sent('plans').slice(1)).toEqual([{ page: 1, size: 100, filters: { variant: 'CASH' }, sort: { field: 'dueDate', order: 'asc' } }]);
    const sheet = (await readBook(blobs[0]!)).getWorksheet('兑付查询')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '计划编号',
      '到期日',
      '计划状态',
      '凭证编号',
      '收款方',
      '收款账户',
      '兑付金额',
      '付款状态',
      '付款日期',
      '银行流水号',
    ]);
    expect(sheet.rowCount).toBe(1 + 25 + 2);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'CSH20250616000001',
      '2025-06-20',
      '已兑付',
      'XG2025031000000010',
      '江苏示例精密锻造有限公司',
      '6217001360000011001',
      200000,
      '已付款',
      '2025-06-16',
      'CCB0',
    ]);
    const fi = sheet.getRow(28);
    expect(fi.values).toEqual([
      undefined,
      'CSH20250616000099',
      '2025-06-27',
      '已审批',
      'XG2025031000000005',
      '中国建设银行股份有限公司徐州分行',
      '32050161000000002101',
      150000.5,
      '付款失败',
      '',
      '',
    ]);
    expect(fi.getCell(7).numFmt).toBe('#,##0.00');
  });

  it('工行兑付查询 exports the ICBC plans under its own name; a failed export says so', async () => {
    vi.mocked(loadExcel).mockRejectedValueOnce(new Error('导出组件加载失败，请稍后重试'));
    const { user, sent } = renderCashPage(CashQueryPage, {
      at: '/credit/core/cash/icbccash-query',
      server: { plans: { rows: [plan({ variant: 'ICBC' })], total: 1 } },
    });
    await screen.findByRole('table', { name: '兑付计划' });
    expect(sent('plans')[0]).toEqual(expect.objectContaining({ filters: { variant: 'ICBC' } }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出失败：导出组件加载失败，请稍后重试')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 工行兑付查询.xlsx')).toBeInTheDocument();
    expect(downloads).toEqual(['工行兑付查询.xlsx']);
    expect(
      sent('plans')
        .slice(1)
        .every((b) => (b as { filters: { variant: string } }).filters.variant === 'ICBC'),
    ).toBe(true);
  });

  it('no plans yet: the empty text', async () => {
    renderCashPage(CashQueryPage, { at: '/credit/core/cash/cash-query', server: { plans: { rows: [], total: 0 } } });
    expect(await within(await screen.findByRole('table', { name: '兑付计划' })).findByText('暂无兑付记录')).toBeInTheDocument();
  });
});
