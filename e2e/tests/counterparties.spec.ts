import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { reviewShot } from '../support/screenshots';

// 交易对手管理 (/supplier/index) as its users reach it: from the header. s3_op asks S5 (a supplier no other story uses,
// user s5_op) to become its customer; s5_op confirms; both see 已确认. B1 is on the black list and cannot be added.
// The credit stories use c1/s1/s2: nothing here touches their relations. The tests share one server.
test.describe.configure({ mode: 'serial' });

const S5_USCC = '91320800MA1XC0015T';
const B1_USCC = '91320900MA1XB0016B';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

async function openCounterparties(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: '交易对手管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '交易对手管理' })).toBeVisible();
  return page.getByRole('table', { name: '交易对手列表' });
}

async function addByUscc(page: Page, uscc: string) {
  await page.getByRole('button', { name: '新增交易对手' }).click();
  const dialog = page.getByRole('dialog', { name: '新增交易对手' });
  await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill(uscc);
  await dialog.getByRole('radio', { name: '客户（买方）' }).check();
  await dialog.getByRole('button', { name: '提交' }).click();
  return dialog;
}

test('s3_op searches, adds S5 by USCC, s5_op confirms, and both sides show 已确认', async ({ page, browser }) => {
  await login(page, 's3_op');
  const table = await openCounterparties(page);
  await expect(table.getByRole('row', { name: /苏州示例钢材贸易有限公司/ })).toContainText('已确认');
  await page.getByLabel('企业名称/统一社会信用代码').fill('钢材');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=%E9%92%A2%E6%9D%90/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(table.getByRole('row', { name: /徐州示例重工集团有限公司/ })).toBeVisible();

  // A malformed code is refused before anything is sent.
  await page.getByRole('button', { name: '新增交易对手' }).click();
  const dialog = page.getByRole('dialog', { name: '新增交易对手' });
  await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill('91320800MA1XC00150');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('统一社会信用代码格式不正确，应为18位数字或大写字母')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  await addByUscc(page, S5_USCC);
  await expect(page.getByRole('status').filter({ hasText: '已向“淮安示例包装材料有限公司”发送交易对手申请，待对方确认' })).toBeVisible();
  const sent = table.getByRole('row', { name: /淮安示例包装材料有限公司/ });
  await expect(sent).toContainText('待对方确认');
  await expect(sent).toContainText('客户（买方）');
  for (const width of [1480, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await reviewShot(page, { path: `${SHOTS}/counterparties-s3-${width}.png`, fullPage: true });
  }

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1480, height: 800 } });
  const s5 = await other.newPage();
  await login(s5, 's5_op');
  const s5Table = await openCounterparties(s5);
  const received = s5Table.getByRole('row', { name: /宿迁示例五金加工厂/ });
  await expect(received).toContainText('待我方确认');
  await expect(received).toContainText('供应商（卖方）');
  await reviewShot(s5, { path: `${SHOTS}/counterparties-s5-pending-1480.png`, fullPage: true });
  await received.getByRole('button', { name: '确认' }).click();
  await expect(s5.getByRole('status').filter({ hasText: '已确认与“宿迁示例五金加工厂”的交易对手关系' })).toBeVisible();
  await expect(s5Table.getByRole('row', { name: /宿迁示例五金加工厂/ })).toContainText('已确认');
  await expect(s5Table.getByRole('row', { name: /宿迁示例五金加工厂/ }).getByRole('button', { name: '确认' })).toHaveCount(0);
  await other.close();

  await page.reload();
  await expect(table.getByRole('row', { name: /淮安示例包装材料有限公司/ })).toContainText('已确认');
});

test('a blacklisted corporation is refused with a clear message', async ({ page }) => {
  await login(page, 's3_op');
  await openCounterparties(page);
  const dialog = await addByUscc(page, B1_USCC);
  await expect(dialog.getByRole('alert')).toContainText('该企业已被列入黑名单，暂不能建立交易对手关系');
  await reviewShot(page, { path: `${SHOTS}/counterparties-blacklisted-1280.png` });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('table', { name: '交易对手列表' }).getByRole('row', { name: /盐城示例商贸有限公司/ })).toHaveCount(0);
});
