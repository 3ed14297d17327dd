import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { login, logout } from '../support/login';
import { screenshotsAs } from '../support/screenshots';

// 注册, 注册成功 and 重置密码 (issue 30 items 1, 2; domain-lines.md §15.1–§15.3). N1 is the registry row seeded for this
// story (§13.6) and c1_new the not yet activated operator (§13.5): no other spec uses either.
const shoot = screenshotsAs('register');
const N1 = { corpName: '徐州示例智能装备有限公司', uscc: '91320300MA1XN00011', admin: '郑华', idCard: '320303198805120015', mobile: '13912340011' };

// A required field's label starts with its (hidden) * mark.
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^\\*?${name}$`));

/** 获取验证码, then the code the demo shows under the field (【演示环境】验证码：…). */
async function demoCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  const hint = page.getByText(/【演示环境】验证码：\d{6}/);
  await expect(hint).toBeVisible();
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1];
  if (!code) throw new Error('no demo code shown');
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  return code;
}

test('a visitor registers N1 from the login page, sees 注册成功 and logs in as its administrator', async ({ page }) => {
  await page.goto('/cv3/login/login');
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/register$/);
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();

  // First a USCC the registry does not know: refused with its message, everything typed kept.
  await field(page, '企业名称').fill('徐州示例未登记有限公司');
  await field(page, '统一社会信用代码').fill('91320300MA1X99999J');
  await field(page, '管理员姓名').fill(N1.admin);
  await field(page, '管理员身份证号').fill(N1.idCard);
  await field(page, '手机号码').fill(N1.mobile);
  await field(page, '短信验证码').fill(await demoCode(page));
  await field(page, '登录用户名').fill('n1_admin');
  await field(page, '登录密码').fill('Reg@2025abc');
  await field(page, '确认密码').fill('Reg@2025abc');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请阅读并同意相关协议')).toBeVisible();
  // Each agreement opens in the shared modal; reading and agreeing ticks the box.
  await page.getByRole('button', { name: '《隐私政策》' }).click();
  const modal = page.getByRole('dialog', { name: '隐私政策' });
  await expect(modal).toContainText('身份证号码加密存储');
  await modal.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意《平台服务协议》《隐私政策》《数字证书服务协议》/ })).toBeChecked();
  await shoot(page, 'form');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('未查询到该企业的工商登记信息，请核对统一社会信用代码')).toBeVisible();
  await expect(page).toHaveURL(/\/cv3\/register\/register$/);
  await expect(field(page, '管理员姓名')).toHaveValue(N1.admin);
  await expect(field(page, '登录用户名')).toHaveValue('n1_admin');
  await shoot(page, 'refused');

  // The right company: registered (the code of the refused try was not spent: a refusal leaves nothing behind).
  await field(page, '企业名称').fill(N1.corpName);
  await field(page, '统一社会信用代码').fill(N1.uscc);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/register-success$/);
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(page.getByText(N1.corpName)).toBeVisible();
  await expect(page.getByText('n1_admin')).toBeVisible();
  await expect(page.getByText('请登录后完成企业实名认证，认证通过后即可开展业务')).toBeVisible();
  await shoot(page, 'success');

  // Not logged in by registering: 立即登录, then the new administrator's home, with no agreement left to sign.
  await page.getByRole('button', { name: '立即登录' }).click();
  await expect(page).toHaveURL(/\/cv3\/login\/login$/);
  await login(page, 'n1_admin', 'Reg@2025abc');
  await expect(page).toHaveURL(/\/cv3\/my\/enterprise-info\/info$/);
  await expect(page.getByText(N1.corpName).first()).toBeVisible();
  await expect(page.getByText('未认证').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('c1_new (待激活) activates through 重置密码 and logs in to the operator’s home; c1_left is refused 账号已停用', async ({ page }) => {
  await page.goto('/cv3/login/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/reset-password$/);
  await field(page, '登录用户名').fill('c1_new');
  await field(page, '手机号码').fill('13800000107');
  await field(page, '短信验证码').fill(await demoCode(page));
  await shoot(page, 'reset-identity');
  await page.getByRole('button', { name: '下一步' }).click();
  await field(page, '新密码').fill('Zhou@2025ning');
  await field(page, '确认新密码').fill('Zhou@2025ning');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  await shoot(page, 'reset-done');
  await page.getByRole('button', { name: '去登录' }).click();
  await login(page, 'c1_new', 'Zhou@2025ning');
  await expect(page).toHaveURL(/\/cv3\/credit\/core\/index\/operator$/);
  await logout(page);

  await page.getByLabel('用户名').fill('c1_left');
  await page.getByLabel('密码').fill('Demo@2025a');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号已停用，请联系企业管理员')).toBeVisible();
});
