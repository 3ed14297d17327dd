import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { login } from '../support/login';

// s2_query is seeded for this story only (apps/server/src/seed/orgs.ts): no other spec logs in with it, so its
// password may change here.
const USER = 's2_query';
const NEW_PASSWORD = 'Bank#2025b';
const RULE = '密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格';

// A required field's label starts with its (hidden) * mark.
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^\\*?${name}$`));

async function openAccountCentre(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单：冯雪/ }).click();
  await page.getByRole('menuitem', { name: '账户中心' }).click();
  await expect(page).toHaveURL(/\/cv3\/my\/person-center\/info$/);
}

async function fillPasswords(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await field(page, '原密码').fill(oldPassword);
  await field(page, '新密码').fill(newPassword);
  await field(page, '确认新密码').fill(newPassword);
  await page.getByRole('form', { name: '修改密码' }).getByRole('button', { name: '确认修改' }).click();
}

test('账户中心: the user changes the password; every other session ends and the new password logs in', async ({ page, browser }) => {
  // An older session of the same user in another browser.
  const elsewhere = await browser.newContext();
  const older = await elsewhere.newPage();
  await login(older, USER);

  await login(page, USER);
  await openAccountCentre(page);
  const info = page.getByRole('region', { name: '基本信息' });
  for (const text of ['冯雪', USER, '139****1203', '苏州示例钢材贸易有限公司', '查询']) await expect(info).toContainText(text);

  // A wrong old password: refused by the server at its field, nothing changes.
  await fillPasswords(page, 'Wrong@2025x', NEW_PASSWORD);
  await expect(page.getByText('原密码错误')).toBeVisible();
  // A weak new password: refused with the spec §5 rule's text before anything is sent.
  await fillPasswords(page, PASSWORD, 'abcdefgh1');
  await expect(page.getByText(RULE)).toBeVisible();
  await older.reload();
  await expect(older.getByRole('button', { name: /^用户菜单：冯雪/ })).toBeVisible();

  await fillPasswords(page, PASSWORD, NEW_PASSWORD);
  const done = page.getByRole('alertdialog', { name: '密码修改成功' });
  await expect(done).toContainText('您在其他浏览器或设备上的1个登录已全部退出。为了您的账户安全，请使用新密码重新登录。');
  await done.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/cv3\/login\/login/);

  // The older session has ended: its next visit asks for a login.
  await older.goto('/cv3/credit/chain/index/query');
  await expect(older).toHaveURL(/\/cv3\/login\/login/);
  await elsewhere.close();

  // The old password no longer works; the new one does.
  await page.getByLabel('用户名').fill(USER);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  await login(page, USER, NEW_PASSWORD);
  await openAccountCentre(page);
  await expect(page.getByRole('region', { name: '基本信息' })).not.toContainText('未修改过');
});
