import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { login, logout } from '../support/login';
import { screenshotsAs } from '../support/screenshots';

// 用户管理 (issue 30 item 5; domain-lines.md §16.4): c1_admin adds an operator, who activates through 重置密码 and
// logs in to the operator's home; disabling them ends their session at once. c1_usr_op is this spec's own user.
const shoot = screenshotsAs('my-users');
const OP = { loginName: 'c1_usr_op', personName: '钱程', mobile: '13800000181', password: 'Qian@2025cheng' };

const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^\\*?${name}$`));

async function openUsers(page: Page) {
  await page.getByRole('link', { name: '用户管理' }).first().click();
  await expect(page).toHaveURL(/\/cv3\/my\/enterprise-info\/user\/list/);
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible();
}

test('c1_admin adds an operator who activates through 重置密码; 停用 ends the operator’s session', async ({ page, browser }) => {
  await login(page, 'c1_admin');
  await expect(page).toHaveURL(/\/cv3\/my\/enterprise-info\/info$/);
  await openUsers(page);
  await shoot(page, 'list');

  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await field(page, '登录用户名').fill(OP.loginName);
  await field(page, '姓名').fill(OP.personName);
  await field(page, '手机号码').fill(OP.mobile);
  await dialog.getByRole('checkbox', { name: '经办' }).click();
  await shoot(page, 'add');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText(`用户${OP.loginName}已新增，待其通过“忘记密码”设置密码后激活`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(OP.loginName) })).toContainText('待激活');

  // The operator, in a browser of their own: 忘记密码 → 重置密码 with the demo code → the operator's home.
  const opContext = await browser.newContext();
  const op = await opContext.newPage();
  await op.goto('/cv3/login/login');
  await op.getByRole('link', { name: '忘记密码' }).click();
  await field(op, '登录用户名').fill(OP.loginName);
  await field(op, '手机号码').fill(OP.mobile);
  await op.getByRole('button', { name: '获取验证码' }).click();
  const hint = op.getByText(/【演示环境】验证码：\d{6}/);
  await expect(hint).toBeVisible();
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  await field(op, '短信验证码').fill(code);
  await op.getByRole('button', { name: '下一步' }).click();
  await field(op, '新密码').fill(OP.password);
  await field(op, '确认新密码').fill(OP.password);
  await op.getByRole('button', { name: '确定' }).click();
  await expect(op.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  await op.getByRole('button', { name: '去登录' }).click();
  await login(op, OP.loginName, OP.password);
  await expect(op).toHaveURL(/\/cv3\/credit\/core\/index\/operator$/);

  // The admin disables the operator: the operator's next request is refused and the login page comes back.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(OP.loginName) });
  await expect(row).toContainText('正常');
  await row.getByRole('button', { name: '停用' }).click();
  await shoot(page, 'disable');
  await page.getByRole('dialog', { name: '停用用户' }).getByRole('button', { name: '确认停用' }).click();
  await expect(page.getByText(`用户${OP.loginName}已停用`)).toBeVisible();
  await expect(row).toContainText('已停用');
  await op.reload();
  await expect(op).toHaveURL(/\/cv3\/login\/login/);
  await opContext.close();
  await logout(page);
});
