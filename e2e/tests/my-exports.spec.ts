import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { SHOTS } from '../support/screenshots';
import { signedRequest } from '../support/signed-fetch';

// 导出 through the download centre (domain-lines.md §16.6) as c1_op: a list's 导出 downloads at once; 60 000 rows
// (the demo tools' 演示数据: no list of the demo reaches that many) become a job that 导出记录 shows with its progress
// until 已完成; 下载中心 downloads the file, whose SHA-256 is the one the page shows; a fourth open job is refused.

/** Start an export from the page's session, as the portal's client does (the demo rows have no list screen). */
async function startExport(page: Page, body: unknown): Promise<{ code: string; message: string; data: { job: { exportNo: string } } | null }> {
  const req = await signedRequest(page, '/v1/exports', body);
  return page.evaluate(async ({ path: p, body: b, headers }) => {
    const res = await fetch(p, { method: 'POST', headers, body: b, credentials: 'same-origin' });
    return (await res.json()) as { code: string; message: string; data: { job: { exportNo: string } } | null };
  }, req);
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('c1_op exports a list at once, and 60 000 rows through 导出记录 and 下载中心 with a matching SHA-256', async ({ page }) => {
  // The helper waits 5 s for the home page; on a busy machine the first home takes longer, so wait for it here.
  await login(page, 'c1_op').catch(() => undefined);
  await expect(page).not.toHaveURL(/\/login\/login/, { timeout: 60_000 });

  // 凭证查询 (the list of 流转记录): few rows, so the file downloads at once, its first row naming the exporter.
  await page.goto('/cv3/transfer-record');
  await expect(page.getByRole('table', { name: '凭证列表' })).toBeVisible();
  const quick = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const small = await quick;
  expect(small.suggestedFilename()).toMatch(/^凭证查询_\d{14}\.xlsx$/);
  const smallFile = path.join(SHOTS, small.suggestedFilename());
  await small.saveAs(smallFile);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(smallFile);
  expect(String(book.worksheets[0]?.getRow(1).getCell(1).value)).toMatch(/^导出人：.+（c1_op） 导出时间：2025-06-16 \d{2}:\d{2}:\d{2} 查询条件：范围：全部$/);
  await expect(page.getByRole('status').filter({ hasText: '已导出 凭证查询_' })).toBeVisible();

  // 60 000 rows: a job. 导出记录 shows it 排队中 or 生成中 with its progress, then 已完成 at 100%.
  const started = await startExport(page, { source: 'demo-rows', filters: { rows: 60_000 } });
  expect(started.code, started.message).toBe('0');
  const exportNo = started.data!.job.exportNo;
  await page.goto('/cv3/my/export');
  const records = page.getByRole('table', { name: '导出记录' });
  const row = records.getByRole('row').filter({ hasText: exportNo });
  await expect(row).toContainText('演示数据');
  await expect(row).toContainText('60000');
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 150_000 });
  await expect(row).toContainText('100%');
  await expect(records.getByRole('row').filter({ hasText: '查询超时，请缩小查询范围' })).toContainText('流转记录');
  // At 1280 px 导出记录 and 下载中心 fit without sideways scrolling.
  const fits = (table: Locator) => () => table.evaluate((t) => (t.parentElement ? t.parentElement.scrollWidth <= t.parentElement.clientWidth + 1 : false));
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(fits(records)).toBe(true);

  // 下载中心: the file, and the SHA-256 shown is the downloaded file's.
  await page.goto('/cv3/my/download-center');
  const files = page.getByRole('table', { name: '下载中心' });
  await expect(files).toBeVisible();
  await expect.poll(fits(files)).toBe(true);
  const fileRow = files.getByRole('row').filter({ hasText: /演示数据_\d{14}\.xlsx/ });
  const shown = (await fileRow.locator('code').innerText()).trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const downloading = page.waitForEvent('download');
  await fileRow.getByRole('button', { name: '下载' }).click();
  const big = await downloading;
  const bigFile = path.join(SHOTS, big.suggestedFilename());
  await big.saveAs(bigFile);
  expect(sha256(bigFile)).toBe(shown);

  // Four more asked at once (the export lock takes them one by one; a 60,000-row job cannot finish in between): three
  // are open (one runs, two wait) and the fourth is refused with the design's text; they then run one after another
  // and 导出记录 shows each. Asked one after another, a fast machine could finish the first before the fourth is asked.
  const asked = await Promise.all(Array.from({ length: 4 }, () => startExport(page, { source: 'demo-rows', filters: { rows: 60_000 } })));
  const more = asked.filter((r) => r.code === '0').map((r) => r.data!.job.exportNo);
  expect(more).toHaveLength(3);
  expect(asked.filter((r) => r.code !== '0').map((r) => r.message)).toEqual(['最多同时进行3个导出任务，请稍后再试']);
  await page.goto('/cv3/my/export');
  for (const no of more) await expect(records.getByRole('row').filter({ hasText: no }).getByText('已完成')).toBeVisible({ timeout: 150_000 });
});
