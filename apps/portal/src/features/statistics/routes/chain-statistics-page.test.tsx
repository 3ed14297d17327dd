import { screen, waitFor, within } from '@testing-library/react';
import type { Workbook } from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@scf/api';
import { statisticsEndpoints } from '@scf/api/contract';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { loadExcel } from '../api/load-exceljs';
import { saveFile } from '../../../lib/files/api/save-file';
import { axeViolations } from '../../../test/axe';
import { chainYear, fakeStatistics } from '../test/fake-statistics';
import ChainStatisticsPage from './chain-statistics-page';

vi.mock('../../../lib/files/api/save-file', () => ({ saveFile: vi.fn() }));
// The browser loads exceljs's own build by a script element; jsdom runs no scripts, so the tests use its Node build.
vi.mock('../api/load-exceljs', () => ({ loadExcel: vi.fn(() => import('exceljs')) }));
afterEach(() => vi.mocked(saveFile).mockClear());

const AT = '/credit/chain/statistics';

function open(role = 'ROLE_OPERATOR', fake = fakeStatistics()) {
  const view = renderScreen(ChainStatisticsPage, { at: AT, client: fake.client, auth: testAuth({ role }) });
  return { ...fake, ...view };
}

/** The cells of a table's body rows as the page shows them. */
function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
}

async function readBook(bytes: Uint8Array): Promise<Workbook> {
  const { Workbook: Book } = await import('exceljs');
  const book = new Book();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  return book;
}

describe('链属企业统计 (/credit/chain/statistics)', () => {
  it('shows the year’s totals, the monthly chart and its 表格 view with the same figures', async () => {
    const { user, handler } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '链属企业统计' })).toBeInTheDocument();
    const totals = await screen.findByRole('group', { name: '近12个月合计' });
    expect(totals).toHaveTextContent('收到金额1,260,000.00元');
    expect(totals).toHaveTextContent('融资金额400,000.00元');
    expect(screen.getByText('统计期间：2024-07 至 2025-06（数据截至 2025-06-16）')).toBeInTheDocument();

    const monthly = screen.getByRole('region', { name: '月度走势' });
    expect(within(monthly).getByRole('img', { name: '月度走势图表，具体数值见表格视图' })).toBeInTheDocument();
    await user.click(within(monthly).getByRole('tab', { name: '表格' }));
    const table = within(monthly).getByRole('table', { name: '月度走势表格' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['月份', '收到金额（元）', '转让金额（元）', '融资金额（元）', '兑付金额（元）']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(13);
    expect(rows[9]).toEqual(['2025-04', '60,000.00', '300,000.00', '400,000.00', '0.00']);
    expect(rows[12]).toEqual(['合计', '1,260,000.00', '300,000.00', '400,000.00', '0.00']);
    expect(handler(statisticsEndpoints.chain)).toHaveBeenCalledTimes(1);
    // A chain page has no tier distribution.
    expect(screen.queryByRole('region', { name: '层级分布' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('lists the main counterparties in a table and says why there is no average rate', async () => {
    const { user } = open('ROLE_QUERY');
    const parties = await screen.findByRole('region', { name: '主要交易对手' });
    await user.click(within(parties).getByRole('tab', { name: '表格' }));
    expect(bodyRows(within(parties).getByRole('table', { name: '主要交易对手表格' }))).toEqual([
      ['1', '徐州示例重工集团有限公司', '1,260,000.00', '3'],
      ['2', '中国建设银行股份有限公司徐州分行', '400,000.00', '1'],
      ['3', '苏州示例钢材贸易有限公司', '300,000.00', '1'],
    ]);
    const financing = screen.getByRole('region', { name: '融资概况' });
    expect(financing).toHaveTextContent('平均融资期限（天）140.0');
    expect(financing).toHaveTextContent('平均融资利率（%）暂无数据');
    expect(financing).toHaveTextContent('所选期间的融资均无利率记录，暂无法统计平均利率');
  });

  it('exports every table as one workbook whose cells equal the table’s figures', async () => {
    const { user } = open();
    const monthly = await screen.findByRole('region', { name: '月度走势' });
    await user.click(within(monthly).getByRole('tab', { name: '表格' }));
    const shown = bodyRows(within(monthly).getByRole('table', { name: '月度走势表格' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 链属企业统计-2025-06.xlsx')).toBeInTheDocument();
    const [bytes, name, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('链属企业统计-2025-06.xlsx');
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = await readBook(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['月度走势', '主要交易对手', '融资概况']);
    const sheet = book.getWorksheet('月度走势')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '月份', '收到金额（元）', '转让金额（元）', '融资金额（元）', '兑付金额（元）']);
    shown.forEach((cells, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(cells[0]);
      for (let c = 1; c < cells.length; c += 1) {
        expect(row.getCell(c + 1).value).toBe(Number(cells[c]!.replaceAll(',', '')));
        expect(row.getCell(c + 1).numFmt).toBe('#,##0.00');
      }
    });
    expect(book.getWorksheet('融资概况')!.getRow(5).values).toEqual([undefined, '平均融资利率（%）', '暂无数据']);
  });

  it('says so when the export cannot be made, and a second try works', async () => {
    vi.mocked(loadExcel).mockRejectedValueOnce(new Error('导出组件加载失败，请稍后重试'));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: '导出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('导出失败：导出组件加载失败，请稍后重试');
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 链属企业统计-2025-06.xlsx')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 暂无数据 for a year without activity and 暂无融资数据', async () => {
    open('ROLE_OPERATOR', fakeStatistics({ chain: () => chainYear(true) }));
    const monthly = await screen.findByRole('region', { name: '月度走势' });
    expect(within(monthly).getByText('暂无数据')).toBeInTheDocument();
    expect(within(monthly).queryByRole('tab')).toBeNull();
    expect(within(screen.getByRole('region', { name: '主要交易对手' })).getByText('暂无数据')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '融资概况' })).getByText('暂无融资数据')).toBeInTheDocument();
  });

  it('says so when the figures cannot be read, and 重试 reads them again', async () => {
    let fail = true;
    const fake = fakeStatistics({
      chain: () => {
        if (fail) throw new ApiError('SYSTEM_ERROR', '网络异常，请稍后重试', 500);
        return chainYear();
      },
    });
    const { user } = open('ROLE_OPERATOR', fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('统计数据加载失败');
    expect(alert).toHaveTextContent('网络异常，请稍后重试');
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '月度走势' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '导出' })).toBeEnabled());
  });
});
