import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { openFromMenu } from '../support/credits';
import { login } from '../support/login';
import { SHOTS, screenshotsAs } from '../support/screenshots';

// 统计 (domain.md §12) as its users reach it from the side menu: s1_op's 链属企业统计 and c1_query's 核心企业统计. Each
// chart is drawn (an svg with bars in the named section), its 表格 view lists the figures, and 导出 saves a workbook
// that exceljs reads back with the same figures, cell for cell. Other stories may add credits before this one runs on
// the shared server, so the figures are compared with each other, not with fixed numbers.

/** The body rows of a table as its cells' texts. */
async function tableRows(table: Locator): Promise<string[][]> {
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

/** A section's chart: a named image holding an svg with bars. */
async function expectChart(section: Locator, name: string): Promise<void> {
  const chart = section.getByRole('img', { name });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
}

/** Switch a section to its 表格 view and read the table. */
async function tableView(section: Locator, name: string): Promise<string[][]> {
  await section.getByRole('tab', { name: '表格' }).click();
  return tableRows(section.getByRole('table', { name }));
}

/** 导出: the saved workbook, read back with exceljs. */
async function exportWorkbook(page: Page, fileName: string): Promise<ExcelJS.Workbook> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = path.join(SHOTS, fileName);
  await download.saveAs(saved);
  await expect(page.getByRole('status').filter({ hasText: `已导出 ${fileName}` })).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  return book;
}

/** A sheet's cells equal the table's: text as shown, figures as numbers (amounts with the #,##0.00 format). */
function expectSheetEqualsTable(book: ExcelJS.Workbook, sheetName: string, headers: string[], rows: string[][]): void {
  const sheet = book.getWorksheet(sheetName);
  expect(sheet, sheetName).toBeDefined();
  expect(sheet!.getRow(1).values).toEqual([undefined, ...headers]);
  expect(sheet!.rowCount).toBe(rows.length + 1);
  rows.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const cell = sheet!.getRow(r + 2).getCell(c + 1);
      if (typeof cell.value === 'number') {
        expect(cell.value, `${sheetName} ${cell.address}`).toBe(Number(text.replaceAll(',', '')));
        if (text.includes('.') && /\.\d{2}$/.test(text)) expect(cell.numFmt).toBe('#,##0.00');
      } else expect(cell.value, `${sheetName} ${cell.address}`).toBe(text);
    });
  });
}

async function headersOf(section: Locator): Promise<string[]> {
  return (await section.getByRole('table').locator('thead th').allInnerTexts()).map((t) => t.trim());
}

// Left at 1280 px, as the steps after a shot expect.
const shoot = screenshotsAs('stats', { leaveAt1280: true });

test('s1_op sees the year as a chart and a table, and exports a workbook with the same figures', async ({ page }) => {
  await page.setViewportSize({ width: 1480, height: 900 });
  await login(page, 's1_op');
  await openFromMenu(page, '链属企业统计');
  const monthly = page.getByRole('region', { name: '月度走势' });
  await expectChart(monthly, '月度走势图表，具体数值见表格视图');
  await expectChart(page.getByRole('region', { name: '主要交易对手' }), '主要交易对手图表，具体数值见表格视图');
  await shoot(page, 'chain-chart');

  const months = await tableView(monthly, '月度走势表格');
  expect(months).toHaveLength(13);
  expect(months[12]![0]).toBe('合计');
  const parties = page.getByRole('region', { name: '主要交易对手' });
  const partyRows = await tableView(parties, '主要交易对手表格');
  expect(partyRows.map((r) => r[1])).toContain('徐州示例重工集团有限公司');
  await shoot(page, 'chain-table');

  const book = await exportWorkbook(page, '链属企业统计-2025-06.xlsx');
  expect(book.worksheets.map((s) => s.name)).toEqual(['月度走势', '主要交易对手', '融资概况']);
  expectSheetEqualsTable(book, '月度走势', await headersOf(monthly), months);
  expectSheetEqualsTable(book, '主要交易对手', await headersOf(parties), partyRows);
});

test('c1_query sees the group’s year with the tiers its credits reached, and exports it', async ({ page }) => {
  await page.setViewportSize({ width: 1480, height: 900 });
  await login(page, 'c1_query');
  await openFromMenu(page, '核心企业统计');
  const tiers = page.getByRole('region', { name: '层级分布' });
  await expectChart(page.getByRole('region', { name: '月度走势' }), '月度走势图表，具体数值见表格视图');
  await expectChart(tiers, '层级分布图表，具体数值见表格视图');
  // CR1-B1's financing (FIN-B1) records its rate: the average is 3.60.
  await expect(page.getByRole('region', { name: '融资概况' })).toContainText('平均融资利率（%）3.60');
  await shoot(page, 'core-chart');

  // The keyboard reaches the 表格 view too: focus 图表, then the arrow key.
  await tiers.getByRole('tab', { name: '图表' }).focus();
  await page.keyboard.press('ArrowRight');
  const tierRows = await tableRows(tiers.getByRole('table', { name: '层级分布表格' }));
  expect(tierRows[0]![0]).toBe('1级供应商');
  const months = await tableView(page.getByRole('region', { name: '月度走势' }), '月度走势表格');
  await shoot(page, 'core-table');

  const book = await exportWorkbook(page, '核心企业统计-2025-06.xlsx');
  expect(book.worksheets.map((s) => s.name)).toEqual(['月度走势', '主要交易对手', '层级分布', '融资概况']);
  expectSheetEqualsTable(book, '层级分布', await headersOf(tiers), tierRows);
  expectSheetEqualsTable(book, '月度走势', await headersOf(page.getByRole('region', { name: '月度走势' })), months);
  const financing = book.getWorksheet('融资概况')!;
  expect(financing.getRow(5).values).toEqual([undefined, '平均融资利率（%）', 3.6]);
});
