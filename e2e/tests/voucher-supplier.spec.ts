import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { as, choose, issueCredit, openArea, openFromMenu, signOpenApplication } from '../support/credits';
import { pickDate } from '../support/date-picker';
import { screenshotsAs } from '../support/screenshots';
import { shownText } from '../support/shown-text';

// Issue 29 item 1, the core's 支付通 whitelist (domain-lines.md §17.1–§17.2) as its users click it: c1_op applies
// 开通 for S2 on 支付通's 供应商 page, c1_dir approves it from 待办事项 with the key (signing PRODUCT), and S2 becomes
// a receiver C1's 开立申请 accepts; then 暂停 (applied and approved the same way) makes the issue refuse it with
// 接收方未开通该核心企业的支付通业务. S2 held no 支付通 before; no other spec counts on its status.
test.describe.configure({ mode: 'serial' });

const S2 = '苏州示例钢材贸易有限公司';
const shoot = screenshotsAs('voucher-supplier');

/** Into 支付通 from the main navigation, then 供应商 from its menu. */
async function openSuppliers(page: Page): Promise<void> {
  await openArea(page, '支付通');
  await openFromMenu(page, '供应商');
}

/** c1_op asks for `action` on S2 with a reason; returns the PSP application number. */
async function applyFor(page: Page, action: '开通' | '暂停'): Promise<string> {
  await openSuppliers(page);
  const table = page.getByRole('table', { name: '支付通供应商列表' });
  await table.getByRole('button', { name: `${action} ${S2}` }).click();
  const dialog = page.getByRole('dialog', { name: `${action}支付通` });
  await dialog.getByRole('textbox', { name: '原因' }).fill(action === '开通' ? '年度供应商评审' : '合同到期暂停合作');
  await shoot(page, `${action === '开通' ? 'open' : 'suspend'}-dialog`);
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  const appNo = await shownText(page, /已提交供应商开通申请(PSP\d+)，待主管复核/, 1);
  await expect(table.getByRole('row', { name: new RegExp(S2) })).toContainText(appNo);
  return appNo;
}

/** c1_dir opens the application from 支付通's 待办事项 and signs 同意 with the key. */
async function approveFromTodo(page: Page, appNo: string): Promise<void> {
  await openArea(page, '支付通');
  await openFromMenu(page, '待办事项');
  await page.getByRole('table', { name: '待办事项' }).getByRole('row').filter({ hasText: appNo }).getByRole('button', { name: '办理' }).click();
  await expect(page.getByRole('heading', { name: '供应商信息' })).toBeVisible();
  await shoot(page, 'approve');
  await signOpenApplication(page);
}

test('c1_op applies 开通 for S2; c1_dir approves it from 待办 with the key; S2 is 已开通', async ({ page }) => {
  let appNo = '';
  await as(page, 'c1_op', async () => {
    await openSuppliers(page);
    const table = page.getByRole('table', { name: '支付通供应商列表' });
    await expect(table.getByRole('row', { name: new RegExp(S2) })).toContainText('未开通');
    await shoot(page, 'list');
    appNo = await applyFor(page, '开通');
  });
  await as(page, 'c1_dir', async () => {
    await approveFromTodo(page, appNo);
    await openSuppliers(page);
    const row = page.getByRole('table', { name: '支付通供应商列表' }).getByRole('row', { name: new RegExp(S2) });
    await expect(row).toContainText('已开通');
    await expect(row).toContainText('核心企业');
    await shoot(page, 'list-director');
  });
});

test('c1_op issues S2 a voucher; after 暂停 the issue refuses S2', async ({ page }) => {
  await as(page, 'c1_op', async () => {
    await openArea(page, '支付通');
    expect(await issueCredit(page, { receiver: 's2', amount: '12000', due: [2025, 9, 30], contract: /HT-2025-002/ })).toMatch(/^ISS\d+$/);
  });
  let appNo = '';
  await as(page, 'c1_op', async () => {
    appNo = await applyFor(page, '暂停');
  });
  await as(page, 'c1_dir', async () => {
    await approveFromTodo(page, appNo);
  });
  await as(page, 'c1_op', async () => {
    await openSuppliers(page);
    await expect(page.getByRole('table', { name: '支付通供应商列表' }).getByRole('row', { name: new RegExp(S2) })).toContainText('已暂停');
    await openFromMenu(page, '开立申请');
    await choose(page, '开立方', '徐州示例重工集团有限公司');
    await choose(page, '接收方', S2);
    await page.getByRole('textbox', { name: '开立金额' }).fill('12000');
    await pickDate(page, page, '承诺付款日', [2025, 9, 30]);
    await choose(page, '合同', /HT-2025-002/);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('接收方未开通该核心企业的支付通业务').first()).toBeVisible();
  });
});
