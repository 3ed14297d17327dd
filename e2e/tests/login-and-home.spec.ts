import { expect, test } from '../support/console-clean';
import { ACCOUNTS } from '../support/accounts';
import { login } from '../support/login';

test.describe('login lands each role on its home page', () => {
  for (const account of ACCOUNTS) {
    test(`${account.username} → ${account.home}`, async ({ page }) => {
      await login(page, account.username);
      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      // The home's own title (domain.md §12), reached from the product bar's 首页 too.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The header shows the signed-in person and the position label (spec §2 user dropdown).
      await expect(page.getByRole('banner').getByText(account.roleLabel).first()).toBeVisible();
    });
  }

  test('a wrong password shows the server message and keeps the user name', async ({ page }) => {
    await page.goto('/cv3/login/login');
    await page.getByLabel('用户名').fill('c1_op');
    await page.getByLabel('密码').fill('Wrong@2025a');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await expect(page.getByLabel('用户名')).toHaveValue('c1_op');
    await expect(page).toHaveURL(/\/cv3\/login\/login/);
  });
});
