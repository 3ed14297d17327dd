import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { choose } from '../support/credits';
import { login, logout } from '../support/login';
import { screenshotsAs } from '../support/screenshots';

// 实名认证 (domain-lines.md §15.4–§15.8) as the seeded corporations of §13.5 live it: S6 (UNVERIFIED) may do no business
// until s6_admin verifies by 营业执照 + 对公账户 (a wrong amount first, then the one 查看模拟银行入账 shows); S7 must
// re-authenticate: s7_op meets the spec §4 modal (去认证 / 退出登录) and cannot clear it, s7_admin clears it by deposit.
// S6 and S7 belong to this story only. The tests share one server, in order.
test.describe.configure({ mode: 'serial' });
// Each story is long (uploads, deposits, screenshots at two widths) and the shared machine slow.
test.setTimeout(480_000);

const shoot = screenshotsAs('identify');
const S4_USCC = '91320700MA1XC0014J';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAoCAIAAAAt2Q6oAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe2SAQkAURSD1sn+DRbqYuwdXzCAiCn8jswNqjTzonUPLI17cJTMDao086J1DyyNe3CUzA2qNPOidQ8sjXtwlMwNqjTzonUPLI17cJTMDao086J1DyzNE3t862Q1ZkOMIJcAAAAASUVORK5CYII=',
  'base64',
);

/**
 * 交易对手管理 → 新增交易对手 S4 as a customer. Before verification the header shows no business links, so the page is
 * opened by its address (it is granted to every enterprise role); after it, from the header.
 */
async function addS4(page: Page, { viaHeader }: { viaHeader: boolean }) {
  if (viaHeader) await page.getByRole('banner').getByRole('link', { name: '交易对手管理' }).click();
  else await page.goto('/cv3/supplier/index');
  // A backstop on a loaded machine: the page's chunk loads after the full page load.
  await expect(page.getByRole('heading', { level: 1, name: '交易对手管理' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: '新增交易对手' }).click();
  const dialog = page.getByRole('dialog', { name: '新增交易对手' });
  await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill(S4_USCC);
  await dialog.getByRole('radio', { name: '客户（买方）' }).check();
  await dialog.getByRole('button', { name: '提交' }).click();
  return dialog;
}

/** From 企业实名认证 (the side menu of 我的, or where the modal sent the user) to the license-account form, then the deposit. */
async function depositFrom(page: Page, { legalRep, accountNo }: { legalRep: string; accountNo: string }) {
  await page.getByRole('button', { name: '营业执照对公账户认证 去认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '营业执照对公账户认证' })).toBeVisible();
  const form = page.getByRole('form', { name: '营业执照对公账户认证' });
  await form.locator('input[type=file]').first().setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('营业执照.png')).toBeVisible();
  await form.getByRole('textbox', { name: '法定代表人姓名' }).fill(legalRep);
  await form.getByRole('textbox', { name: '对公账号' }).fill(accountNo);
  await choose(page, '开户银行', '中国建设银行');
  await form.getByRole('textbox', { name: '开户网点联行号' }).fill('105303000017');
  return form;
}

/** 查看模拟银行入账: the amount the platform paid (remark 平台验证打款). */
async function depositAmount(page: Page, backfill: ReturnType<Page['getByRole']>): Promise<string> {
  await backfill.getByRole('button', { name: '查看模拟银行入账' }).click();
  const credits = page.getByRole('dialog', { name: '模拟银行入账' });
  const row = credits.getByRole('row').filter({ hasText: '平台验证打款' }).first();
  const amount = (await row.getByRole('cell').nth(2).innerText()).trim();
  expect(amount).toMatch(/^0\.\d\d$/);
  await credits.getByRole('button', { name: '关闭' }).last().click();
  return amount;
}

test('s6_admin: no business before 实名认证; 营业执照 + 对公账户, a wrong amount, then the right one → 已认证, business opens', async ({ page }) => {
  await login(page, 's6_admin');
  const sign = page.getByRole('button', { name: /同意并签署|同意/ });
  if (await sign.isVisible()) await sign.click();

  const refused = await addS4(page, { viaHeader: false });
  await expect(refused.getByText('企业尚未完成实名认证，请先完成实名认证')).toBeVisible();
  await refused.getByRole('button', { name: '取消' }).click();

  await page.goto('/cv3/my/enterprise-info/info');
  await page.getByRole('navigation').getByRole('link', { name: '企业实名认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '企业实名认证' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('未认证');
  await shoot(page, 'realname-unverified');
  await page.getByRole('button', { name: '去认证' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
  await expect(page.getByText('适用于其他企业：上传营业执照，平台向对公账户打一笔随机金额，回填金额即可完成认证')).toBeVisible();
  await shoot(page, 'index');
  const form = await depositFrom(page, { legalRep: '唐磊', accountNo: '32050161360000016001' });
  await expect(form.getByRole('textbox', { name: '对公账户户名' })).toHaveValue('徐州示例电子科技有限公司');
  await shoot(page, 'license-form');
  await form.getByRole('button', { name: '申请打款' }).click();

  const backfill = page.getByRole('form', { name: '回填打款金额' });
  await expect(backfill).toContainText('剩余回填次数3次');
  await expect(backfill).toContainText('今日剩余打款次数2次');
  const amount = await depositAmount(page, backfill);
  const wrong = amount === '0.11' ? '0.12' : '0.11';
  await backfill.getByRole('textbox', { name: '打款金额' }).fill(wrong);
  await backfill.getByRole('button', { name: '确认回填' }).click();
  await expect(backfill.getByRole('alert')).toContainText('打款金额不正确，您还有2次机会');
  await expect(backfill).toContainText('剩余回填次数2次');
  await shoot(page, 'backfill');
  await backfill.getByRole('textbox', { name: '打款金额' }).fill(amount);
  await backfill.getByRole('button', { name: '确认回填' }).click();
  await expect(page.getByText('企业实名认证成功').first()).toBeVisible();
  await shoot(page, 'verified');

  await page.getByRole('button', { name: '查看认证信息' }).click();
  await expect(page.getByRole('main')).toContainText('已认证');
  await expect(page.getByRole('table', { name: '认证记录' })).toContainText('营业执照对公账户认证');
  await shoot(page, 'realname-verified');

  const added = await addS4(page, { viaHeader: true });
  await expect(added).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '已向“连云港示例新材料有限公司”发送交易对手申请，待对方确认' })).toBeVisible();
});

test('s7_op meets the re-authentication modal: 去认证 leads to 企业实名认证, which only the admin may clear; 退出登录 logs out', async ({ page }) => {
  await login(page, 's7_op');
  const modal = page.getByRole('alertdialog', { name: '管理员信息已变更，需重新实名认证才可继续开展业务' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: '退出登录' })).toBeVisible();
  await shoot(page, 'reauth-modal');
  await modal.getByRole('button', { name: '去认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '企业实名认证' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('待重新认证');
  await expect(page.getByText('请联系企业管理员完成实名认证')).toBeVisible();
  await shoot(page, 'realname-operator');
  await page.goto('/cv3/credit/chain/index/operator');
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/cv3\/login\/login/);
});

test('s7_admin clears the re-authentication by license account; the modal is gone', async ({ page }) => {
  await login(page, 's7_admin');
  const modal = page.getByRole('alertdialog', { name: '管理员信息已变更，需重新实名认证才可继续开展业务' });
  await modal.getByRole('button', { name: '去认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '企业实名认证' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '管理员信息已变更' })).toBeVisible();
  await page.getByRole('button', { name: '重新认证' }).click();
  const form = await depositFrom(page, { legalRep: '钱坤', accountNo: '32050161360000017001' });
  await form.getByRole('button', { name: '申请打款' }).click();
  const backfill = page.getByRole('form', { name: '回填打款金额' });
  const amount = await depositAmount(page, backfill);
  await backfill.getByRole('textbox', { name: '打款金额' }).fill(amount);
  await backfill.getByRole('button', { name: '确认回填' }).click();
  await expect(page.getByText('企业实名认证成功').first()).toBeVisible();
  await page.getByRole('button', { name: '查看认证信息' }).click();
  await expect(page.getByRole('main')).toContainText('已认证');
  await expect(page.getByRole('main')).toContainText('蒋琳');
  await logout(page);
  await login(page, 's7_op');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
