import { expect, test } from '../support/console-clean';
import { login } from '../support/login';

// Issue 9: the login page and the first page after login show the configured branding on the first load, from the
// configs the server puts into index.html. The config calls are held back here, so what shows can only come from the
// page itself: no white→blue flash while they are in flight.
const HELD = ['**/v1/sys/configs/find-by-config-key', '**/v1/sys/tools/loadValueConfig'];

test.beforeEach(async ({ page }) => {
  for (const url of HELD) await page.route(url, () => new Promise<void>(() => undefined));
});

test('the login page is branded before the config calls answer', async ({ page }) => {
  await page.goto('/cv3/login/login');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('供应链金融服务平台 · 让产业链资金流转更高效')).toBeVisible();
  await expect(banner).toHaveCSS('background-color', 'rgb(10, 77, 156)');
  const footer = page.getByRole('contentinfo');
  for (const text of [
    '江苏省徐州市泉山区淮海西路188号',
    '221006',
    '95533',
    '苏公网安备 32030302000188号',
    '苏ICP备2025012345号-1',
    '版权所有 © 2025 中国建设银行股份有限公司',
  ]) {
    await expect(footer).toContainText(text);
  }
});

test('the first page after login keeps the branding without a reload', async ({ page }) => {
  await login(page, 'c1_op');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(10, 77, 156)');
  await expect(page.getByRole('contentinfo')).toContainText('苏ICP备2025012345号-1');
});
