import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/** Sign in through the login form as a person would (labels 用户名, 密码; button 登录). */
export async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('/login/login')) await page.goto('/cv3/login/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  // A backstop, not a budget (issue 35): on a loaded machine the home's first chunks take longer than expect's 5 s.
  await expect(page).not.toHaveURL(/\/login\/login/, { timeout: 60_000 });
}

/** Open the user menu in the header and log out, confirming 您即将退出登录. */
export async function logout(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /用户菜单|退出|经办|主管|查询|终审|采购|管理员|客户经理|产品经理/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('您即将退出登录')).toBeVisible();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page).toHaveURL(/\/cv3\/login\/login/);
}
