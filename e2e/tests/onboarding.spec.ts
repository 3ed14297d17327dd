import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { choose } from '../support/credits';
import { login, logout } from '../support/login';
import { screenshotsAs } from '../support/screenshots';
import { insertKeys, plugInRoleKey } from '../support/ukey';

// Issue 30's Done-when, end to end (domain-lines.md §15–§16): a visitor registers a corporation nobody else uses
// (N3, a well-formed USCC the simulated registry answers with the name as typed), logs in as its administrator, finds
// the agreements signed by registering (协议管理), verifies the corporation by 营业执照 + 对公账户小额打款 (a wrong
// amount refused first), adds an operator and a director (用户管理); both activate through 重置密码 and reach their
// homes, and the director binds the agent's unbound SM2 Ukey (spare-sm2, used by no other spec) on 新增Ukey.
test.describe.configure({ mode: 'serial' });
// One long story on a shared, slow machine: uploads, three browsers, the Ukey agent.
test.setTimeout(480_000);

const shoot = screenshotsAs('onboarding');
const N3 = {
  corpName: '徐州示例新能源科技有限公司',
  uscc: '91320300MA1XN3001N',
  admin: '冯远',
  idCard: '320302199003150034',
  mobile: '13912343001',
  loginName: 'n3_admin',
  password: 'Feng@2025yuan',
  accountNo: '32050161360000030017',
};
const OP = { loginName: 'n3_op', personName: '褚莹', mobile: '13912343002', password: 'Chu@2025ying' };
const DIR = { loginName: 'n3_dir', personName: '卫东', idCard: '320302199206110040', mobile: '13912343003', password: 'Wei@2025dong' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAoCAIAAAAt2Q6oAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe2SAQkAURSD1sn+DRbqYuwdXzCAiCn8jswN' +
    'qjTzonUPLI17cJTMDao086J1DyyNe3CUzA2qNPOidQ8sjXtwlMwNqjTzonUPLI17cJTMDao086J1DyzNE3t862Q1ZkOMIJcAAAAASUVORK5CYII=',
  'base64',
);

// A required field's label starts with its (hidden) * mark.
const field = (scope: Page | Locator, name: string) => scope.getByLabel(new RegExp(`^\\*?${name}$`));

/** 获取验证码, then the code the demo shows under the field (【演示环境】验证码：…). */
async function demoCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  const hint = page.getByText(/【演示环境】验证码：\d{6}/);
  await expect(hint).toBeVisible();
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1];
  if (!code) throw new Error('no demo code shown');
  return code;
}

/** An added user, in a browser of their own: 忘记密码 → 重置密码 with the demo code → logged in. */
async function activate(browser: Browser, user: { loginName: string; mobile: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/cv3/login/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/reset-password$/);
  await field(page, '登录用户名').fill(user.loginName);
  await field(page, '手机号码').fill(user.mobile);
  await field(page, '短信验证码').fill(await demoCode(page));
  await page.getByRole('button', { name: '下一步' }).click();
  await field(page, '新密码').fill(user.password);
  await field(page, '确认新密码').fill(user.password);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await login(page, user.loginName, user.password);
  return page;
}

/** 新增用户 in 用户管理: the user is 待激活 and the admin never sees a password. */
async function addUser(page: Page, user: { loginName: string; personName: string; mobile: string; idCard?: string }, role: string) {
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await field(dialog, '登录用户名').fill(user.loginName);
  await field(dialog, '姓名').fill(user.personName);
  if (user.idCard) await field(dialog, '身份证号').fill(user.idCard);
  await field(dialog, '手机号码').fill(user.mobile);
  await dialog.getByRole('checkbox', { name: role }).click();
  await expect(dialog.getByLabel(/密码/)).toHaveCount(0);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText(`用户${user.loginName}已新增，待其通过“忘记密码”设置密码后激活`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(user.loginName) })).toContainText('待激活');
}

test.afterAll(plugInRoleKey);

test('a visitor registers N3 and logs in as its administrator; the agreements ticked at 注册 are signed (协议管理)', async ({ page }) => {
  await page.goto('/cv3/login/login');
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/register$/);
  await field(page, '企业名称').fill(N3.corpName);
  await field(page, '统一社会信用代码').fill(N3.uscc);
  await field(page, '管理员姓名').fill(N3.admin);
  await field(page, '管理员身份证号').fill(N3.idCard);
  await field(page, '手机号码').fill(N3.mobile);
  await field(page, '短信验证码').fill(await demoCode(page));
  await field(page, '登录用户名').fill(N3.loginName);
  await field(page, '登录密码').fill(N3.password);
  await field(page, '确认密码').fill(N3.password);
  await page.getByRole('button', { name: '《平台服务协议》' }).click();
  await page.getByRole('dialog', { name: '平台服务协议' }).getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意《平台服务协议》《隐私政策》《数字证书服务协议》/ })).toBeChecked();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/cv3\/register\/register-success$/);
  await expect(page.getByText(N3.corpName)).toBeVisible();
  await shoot(page, 'registered');

  await page.getByRole('button', { name: '立即登录' }).click();
  await login(page, N3.loginName, N3.password);
  await expect(page.getByText('未认证').first()).toBeVisible();
  // Signed by ticking at 注册: no agreement modal after login, and each agreement is on 协议管理 as 勾选同意.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cv3/my/protocol/index');
  await expect(page.getByRole('heading', { level: 1, name: '协议管理' })).toBeVisible();
  for (const title of ['平台服务协议', '隐私政策', '数字证书服务协议']) {
    const row = page.getByRole('row').filter({ hasText: title }).first();
    await expect(row).toContainText('勾选同意');
    await expect(row).toContainText('生效中');
  }
  await shoot(page, 'agreements');
});

test('the administrator verifies N3 by 营业执照 + 对公账户小额打款: a wrong amount is refused, the right one verifies', async ({ page }) => {
  await login(page, N3.loginName, N3.password);
  // No users may be added before verification.
  await page.goto('/cv3/my/enterprise-info/user/list');
  await page.getByRole('button', { name: '新增用户' }).click();
  const early = page.getByRole('dialog', { name: '新增用户' });
  await field(early, '登录用户名').fill(OP.loginName);
  await field(early, '姓名').fill(OP.personName);
  await field(early, '手机号码').fill(OP.mobile);
  await early.getByRole('checkbox', { name: '经办' }).click();
  await early.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('企业尚未完成实名认证，请先完成实名认证').first()).toBeVisible();
  await early.getByRole('button', { name: '取消' }).click();

  await page.goto('/cv3/my/enterprise-info/realname');
  await expect(page.getByRole('heading', { level: 1, name: '企业实名认证' })).toBeVisible();
  await page.getByRole('button', { name: '去认证' }).click();
  await page.getByRole('button', { name: '营业执照对公账户认证 去认证' }).click();
  const form = page.getByRole('form', { name: '营业执照对公账户认证' });
  await form.locator('input[type=file]').first().setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('营业执照.png')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '对公账户户名' })).toHaveValue(N3.corpName);
  await form.getByRole('textbox', { name: '法定代表人姓名' }).fill(N3.admin);
  await form.getByRole('textbox', { name: '对公账号' }).fill(N3.accountNo);
  await choose(page, '开户银行', '中国建设银行');
  await form.getByRole('textbox', { name: '开户网点联行号' }).fill('105303000017');
  await form.getByRole('button', { name: '申请打款' }).click();

  const backfill = page.getByRole('form', { name: '回填打款金额' });
  await expect(backfill).toContainText('剩余回填次数3次');
  await backfill.getByRole('button', { name: '查看模拟银行入账' }).click();
  const credits = page.getByRole('dialog', { name: '模拟银行入账' });
  const amount = (await credits.getByRole('row').filter({ hasText: '平台验证打款' }).first().getByRole('cell').nth(2).innerText()).trim();
  expect(amount).toMatch(/^0\.\d\d$/);
  await credits.getByRole('button', { name: '关闭' }).last().click();

  await backfill.getByRole('textbox', { name: '打款金额' }).fill(amount === '0.11' ? '0.12' : '0.11');
  await backfill.getByRole('button', { name: '确认回填' }).click();
  await expect(backfill.getByRole('alert')).toContainText('打款金额不正确，您还有2次机会');
  await shoot(page, 'wrong-amount');
  await backfill.getByRole('textbox', { name: '打款金额' }).fill(amount);
  await backfill.getByRole('button', { name: '确认回填' }).click();
  await expect(page.getByText('企业实名认证成功').first()).toBeVisible();
  await page.getByRole('button', { name: '查看认证信息' }).click();
  await expect(page.getByRole('main')).toContainText('已认证');
  await expect(page.getByRole('table', { name: '认证记录' })).toContainText('营业执照对公账户认证');
});

test('the administrator adds an operator and a director; the operator activates through 重置密码 and reaches the operator home', async ({ page, browser }) => {
  await login(page, N3.loginName, N3.password);
  await page.goto('/cv3/my/enterprise-info/info');
  await page.getByRole('link', { name: '用户管理' }).first().click();
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible();
  await addUser(page, OP, '经办');
  await addUser(page, DIR, '主管');
  await shoot(page, 'users');

  const op = await activate(browser, OP);
  await expect(op).toHaveURL(/\/cv3\/credit\/chain\/index\/operator$/);
  await expect(op.getByRole('dialog')).toHaveCount(0);
  await op.context().close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(OP.loginName) })).toContainText('正常');
  await logout(page);
});

test('the director activates, reaches the director home and binds a Ukey on 新增Ukey', async ({ browser }) => {
  const dir = await activate(browser, DIR);
  await expect(dir).toHaveURL(/\/cv3\/credit\/chain\/index\/director$/);

  await insertKeys(['spare-sm2']);
  await dir.goto('/cv3/my/enterprise-info/ukey/list');
  await dir.getByRole('link', { name: '新增Ukey' }).first().click();
  await expect(dir.getByRole('heading', { level: 1, name: '新增Ukey' })).toBeVisible();
  await dir.getByRole('button', { name: '读取Ukey并绑定' }).click();
  await expect(dir.getByRole('status').filter({ hasText: '绑定成功' })).toContainText('印刷号 CCB5100009002（尾号 9002），SM2证书', { timeout: 30_000 });
  await shoot(dir, 'ukey-bound');

  await dir.goto('/cv3/my/enterprise-info/ukey/list');
  await expect(
    dir.getByRole('table', { name: '已绑定Ukey' }).getByRole('row', { name: new RegExp(`CCB5100009002 .*（${DIR.loginName}） 主管 SM2 .* 有效`) }),
  ).toBeVisible();
  await dir.context().close();
});
