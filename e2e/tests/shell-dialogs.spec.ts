import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { login } from '../support/login';

// The dialogs after login (spec §4). The seed keeps them to the newly registered S4 (s4_admin): its corporation
// has not signed the registration agreement and the eject-once notices are addressed to it, so no other spec
// meets a dialog. The tests share the server's database and run in order: sign, then notices, then the list.
test.describe.configure({ mode: 'serial' });

const AGREEMENT = '供应链金融服务平台注册协议';
const WELCOME = '欢迎入驻供应链金融服务平台';
const PRODUCTS = '关于新注册企业开通融信产品的说明';

/** Reloads and waits for the notice list the shell fetched after its checks; returns the notices it got. */
async function reloadAndReadPopups(page: Page): Promise<unknown[]> {
  const popups = page.waitForResponse((r) => r.url().endsWith('/v1/xugong/corp/sys/notices/release/list'));
  await page.reload();
  return ((await (await popups).json()) as { data: unknown[] }).data;
}

test('an unsigned corporation signs the registration agreement after login and is not asked again', async ({ page }) => {
  await login(page, 's4_admin');
  const dialog = page.getByRole('dialog', { name: AGREEMENT });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('四十八（48）小时');
  const agree = dialog.getByRole('button', { name: '同意', exact: true });
  await expect(agree).toBeDisabled();

  // Spec §4: 同意 unlocks only within 20 px of the bottom of the text.
  const text = dialog.getByRole('region', { name: AGREEMENT });
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight - el.clientHeight - 60));
  await expect(agree).toBeDisabled();
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(agree).toBeEnabled();
  await agree.click();
  await expect(page.getByText('注册协议签订成功', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Signed: after a reload the checks pass straight to the notices.
  await reloadAndReadPopups(page);
  await expect(page.getByRole('dialog', { name: WELCOME })).toBeVisible();
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toHaveCount(0);
});

test('notices pop up one after another after login and not again once confirmed', async ({ page, context }) => {
  await login(page, 's4_admin');
  const welcome = page.getByRole('dialog', { name: WELCOME });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/v1/xugong/corp/sys/notices/person-rel-add'));
  await welcome.getByRole('button', { name: '我知道了' }).click();
  expect((await (await recorded).json()).code).toBe('0');

  // The second notice's button opens its decoded, allow-listed link in a new window (spec §4).
  const products = page.getByRole('dialog', { name: PRODUCTS });
  await expect(products).toBeVisible();
  const opened = context.waitForEvent('page');
  const recordedAgain = page.waitForResponse((r) => r.url().endsWith('/v1/xugong/corp/sys/notices/person-rel-add'));
  await products.getByRole('button', { name: '查看产品' }).click();
  expect(new URL((await opened).url()).pathname).toBe('/cv3/product/overview');
  await recordedAgain;
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(await reloadAndReadPopups(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the notice list shows the released notices and opens one', async ({ page }) => {
  await login(page, 's1_op');
  await page.getByRole('banner').getByRole('link', { name: '公告' }).click();
  await expect(page).toHaveURL(/\/cv3\/platform-notice\/page-list$/);
  await expect(page.getByRole('heading', { name: '平台公告', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: '平台公告列表' });
  await expect(table.getByRole('button', { name: '关于端午节期间系统服务安排的公告' })).toBeVisible();
  await expect(table).toContainText('2025-06-13');
  // S4's notices are not addressed to S1.
  await expect(table.getByRole('button', { name: WELCOME })).toHaveCount(0);

  await table.getByRole('button', { name: '关于防范电信网络诈骗的风险提示' }).click();
  const dialog = page.getByRole('dialog', { name: '关于防范电信网络诈骗的风险提示' });
  await expect(dialog).toContainText('Ukey密码');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
