import type { Page } from '@playwright/test';
import { auxPort, seededAuxDataDir, startAuxServer } from '../support/aux-server';
import { expect, test } from '../support/console-clean';
import { as, openFromMenu } from '../support/credits';
import { login, logout } from '../support/login';
import { plugInRoleKey } from '../support/ukey';
import { reviewShot } from '../support/screenshots';

// 兑付 (issue 14 part 4, domain.md §7.8) as its users click it. Named to run last: paying CR4 gives 200,000.00 back to
// C1's revolving line, and credit-issue.spec counts C1's available 22,640,000.00; c1_dir's key …0101 is never revoked.
test.describe.configure({ mode: 'serial' });

const S1 = '江苏示例精密锻造有限公司';
/**
 * A leaf of S1 due 06-20: CR4 (200,000.00) as seeded, or its remainder once the transfer story has split it; other
 * credits the earlier specs issued may be due that day too.
 */
const CR4_ROW = new RegExp(`${S1}（持有人）`);

async function openPlan(page: Page, menu: string): Promise<void> {
  await openFromMenu(page, menu);
  await page
    .getByRole('table')
    .getByRole('button', { name: /^CSH\d+$/ })
    .first()
    .click();
}

test('c1_dir returns CSH-0620, c1_op prepares the plan of 06-20 from the calendar, c1_dir signs, the progress shows S1 paid', async ({ page }) => {
  await as(page, 'c1_dir', async () => {
    await openPlan(page, '兑付主管审批');
    await page.getByRole('button', { name: '退回' }).click();
    const dialog = page.getByRole('dialog', { name: '退回' });
    await dialog.getByRole('textbox', { name: '意见' }).fill('请重新核对到期凭证');
    await dialog.getByRole('button', { name: '退回' }).click();
    await expect(page.getByText(/兑付计划CSH\d+已退回/).first()).toBeVisible();
  });
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '兑付日历');
    // Earlier specs issue credits due 06-20 too: the day shows CR4 among them, whatever else is due.
    const day = page.getByRole('grid', { name: /兑付日历/ }).getByRole('button', { name: /2025年6月20日.*待兑付\d+笔/ });
    await day.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: /2025年6月19日/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: '2025-06-20 到期凭证' }).getByRole('row', { name: CR4_ROW }).first()).toBeVisible();
    await page.getByRole('link', { name: '去兑付检查' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '兑付检查' })).toBeVisible();
    await expect(page.getByRole('table', { name: '到期凭证' }).getByRole('row', { name: CR4_ROW }).first()).toContainText('6217001360000011001');
    await page.getByRole('button', { name: '提交兑付计划' }).click();
    await expect(page.getByRole('status').filter({ hasText: /兑付计划CSH\d+已提交，待主管审批/ })).toBeVisible();
  });
  await as(page, 'c1_dir', async () => {
    await openPlan(page, '兑付主管审批');
    await page.getByRole('button', { name: '同意' }).click();
    await plugInRoleKey();
    await page
      .getByRole('dialog', { name: /Ukey签名/ })
      .getByRole('button', { name: '确认签名' })
      .click();
    await expect(page.getByText(/兑付计划CSH\d+已审批/).first()).toBeVisible();
  });
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '付款进度');
    await page
      .getByRole('table', { name: '兑付付款进度' })
      .getByRole('row', { name: /2025-06-20/ })
      .first()
      .getByRole('button', { name: /^CSH\d+$/ })
      .click();
    const line = page.getByRole('table', { name: '付款明细' }).getByRole('row', { name: CR4_ROW }).first();
    await expect(line).toContainText('已付款');
    await expect(line).toContainText(/CCB20250616\d{8}/);
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, { path: test.info().outputPath(`payment-progress-${width}.png`), fullPage: true });
    }
  });
});

test('the business date passes 06-20 with CR4 unpaid: 逾期, the plan lapses, c1_op proposes the offline payment, c1_dir signs it: 已兑付', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A server of its own: as seeded on 2025-06-16 (the run's template), then started on 2025-06-23 (06-20 has passed).
  const dataDir = await seededAuxDataDir('cash');
  const port = auxPort();
  const second = await startAuxServer(dataDir, '2025-06-23');
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    // The operator proposes: 兑付确认 with the date and the payment's reference (issue 26 item 6: no one person pays).
    await login(page, 'c1_op');
    await openFromMenu(page, '兑付确认');
    const row = page.getByRole('table', { name: '待确认兑付的凭证' }).getByRole('row', { name: new RegExp(S1) });
    await expect(row).toContainText('逾期');
    await page
      .getByRole('button', { name: /^确认兑付 XG/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '兑付确认' });
    await dialog.getByRole('textbox', { name: '付款流水号' }).fill('XX20250623001');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText(/凭证XG\d+的兑付确认已提交，待主管审批/).first()).toBeVisible();
    const mine = page.getByRole('table', { name: '我的兑付确认' });
    const appNo =
      (await mine
        .getByRole('button', { name: /^CCF\d+$/ })
        .first()
        .textContent()) ?? '';
    expect(appNo).toMatch(/^CCF\d+$/);
    await expect(mine.getByRole('row', { name: new RegExp(appNo) })).toContainText('待复核');
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, { path: test.info().outputPath(`cash-confirm-${width}.png`), fullPage: true });
    }
    await logout(page);
    // The director signs the credit, amount, payee, date and reference with the key.
    await login(page, 'c1_dir');
    await openFromMenu(page, '兑付确认');
    await page.getByRole('table', { name: '待审批的兑付确认' }).getByRole('button', { name: appNo }).click();
    const detail = page.getByRole('region', { name: `申请详情 ${appNo}` });
    await expect(detail).toContainText('付款流水号：XX20250623001');
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, { path: test.info().outputPath(`cash-confirm-review-${width}.png`), fullPage: true });
    }
    await detail.getByRole('button', { name: '同意' }).click();
    await plugInRoleKey();
    const signing = page.getByRole('dialog', { name: /Ukey签名/ });
    await expect(signing).toContainText('付款流水号：XX20250623001');
    await signing.getByRole('button', { name: '确认签名' }).click();
    await expect(page.getByText(/已同意申请CCF\d+/).first()).toBeVisible();
    await logout(page);
    await login(page, 'c1_op');
    await openFromMenu(page, '兑付确认');
    await expect(page.getByRole('table', { name: '待确认兑付的凭证' })).toContainText('暂无需确认兑付的凭证');
    await expect(page.getByRole('table', { name: '我的兑付确认' }).getByRole('row', { name: new RegExp(appNo) })).toContainText('已完成');
    await openFromMenu(page, '兑付查询');
    await expect(
      page
        .getByRole('table', { name: '兑付计划' })
        .getByRole('row', { name: /2025-06-20/ })
        .first(),
    ).toContainText('已失效');
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, { path: test.info().outputPath(`cash-query-${width}.png`), fullPage: true });
    }
    await context.close();
  } finally {
    second.kill('SIGTERM');
  }
});
