import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { as, choose } from '../support/credits';
import { screenshotsAs } from '../support/screenshots';
import { plugInRoleKey } from '../support/ukey';

// Issue 27 item 2 (domain-lines.md §16.8, §15.7, §14A.3, §14A.5), as S2 does it by clicking (S2 has no e-account in
// the demo, and no spec after this one reads its users' counts): s2_op opens an e-account, binds it to S2's settlement
// account by the small deposit (the amount read from 查看模拟银行入账), tops it up with 模拟入金 and asks a 提现;
// s2_dir signs it with the role's Ukey (ACCOUNT_COLLECT) and the balance falls by exactly the amount.

const shoot = screenshotsAs('my-e-accounts');
const SETTLEMENT = '32250198880000012001';
const INDEX = '/cv3/my/electronic-account/index';

/** The e-account's row of 电子账户 (S2 has one only). */
const accountRow = (page: Page) => page.getByRole('table', { name: '电子账户' }).getByRole('row').filter({ hasText: /6217/ });

/** 账户余额 of the row, in fen (the cell reads `123.45 元` with `冻结 0.00 元` under it). */
async function balanceFen(page: Page): Promise<number> {
  const text = (await accountRow(page).getByRole('cell').nth(3).innerText()).split('\n')[0] ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('开户 → 绑定 by small deposit → 提现 signed by the director; the balance falls by exactly the amount', async ({ page }) => {
  test.setTimeout(180_000);
  let before = 0;
  await as(page, 's2_op', async () => {
    await page.goto(INDEX);
    await expect(page.getByRole('heading', { level: 1, name: '电子账户' })).toBeVisible();
    await page.getByRole('link', { name: '开户', exact: true }).click();

    const apply = page.getByRole('form', { name: '电子账户开户' });
    await choose(page, '开户银行', '中国建设银行股份有限公司徐州分行');
    await apply.getByRole('textbox', { name: '法定代表人' }).fill('马超');
    await apply.getByRole('textbox', { name: '经办人姓名' }).fill('孙丽');
    await apply.getByRole('textbox', { name: '经办人身份证号' }).fill('320503199001010022');
    await apply.getByRole('textbox', { name: '经办人手机号' }).fill('13900001201');
    await apply.getByRole('button', { name: '获取验证码' }).click();
    const demo = await page.getByText(/【演示环境】验证码：\d{6}/).innerText();
    await apply.getByRole('textbox', { name: '短信验证码' }).fill(demo.replace(/\D/g, ''));
    await apply.getByRole('checkbox', { name: /电子账户服务协议/ }).click();
    await apply.getByRole('button', { name: '提交开户' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '电子账户绑定' })).toBeVisible();
    await expect(page.getByText(/电子账户\d+已开立，请绑定结算账户/).first()).toBeVisible();
    const bind = page.getByRole('form', { name: '绑定结算账户' });
    await expect(bind.getByRole('textbox', { name: '户名' })).toHaveValue('苏州示例钢材贸易有限公司');
    await bind.getByRole('textbox', { name: '结算账号' }).fill(SETTLEMENT);
    await bind.getByRole('textbox', { name: '开户行' }).fill('中国建设银行苏州分行');
    await bind.getByRole('textbox', { name: '联行号' }).fill('105305000011');
    await bind.getByRole('button', { name: '申请打款' }).click();

    const backfill = page.getByRole('form', { name: '回填打款金额' });
    await expect(backfill).toContainText('剩余回填次数3次');
    await shoot(page, 'bind');
    await backfill.getByRole('button', { name: '查看模拟银行入账' }).click();
    const credits = page.getByRole('dialog', { name: '模拟银行入账' });
    const deposit = credits.getByRole('row').filter({ hasText: '平台验证打款' }).first();
    await expect(deposit).toContainText('建信融通平台验证户');
    const amount = (await deposit.getByRole('cell').nth(2).innerText()).trim();
    expect(amount).toMatch(/^0\.\d\d$/);
    await credits.getByRole('button', { name: '关闭' }).last().click();
    await backfill.getByRole('textbox', { name: '打款金额' }).fill(amount);
    await backfill.getByRole('button', { name: '确认回填' }).click();
    await expect(page.getByText('电子账户绑定成功').first()).toBeVisible();

    await page.goto(INDEX);
    await expect(accountRow(page)).toContainText('正常');
    await expect(accountRow(page)).toContainText('3225****2001');
    await accountRow(page).getByRole('button', { name: '模拟入金' }).click();
    const topUp = page.getByRole('dialog', { name: '模拟入金' });
    await topUp.getByRole('textbox', { name: /入金金额/ }).fill('500.00');
    await topUp.getByRole('button', { name: '确定' }).click();
    await expect(accountRow(page)).toContainText('500.00 元');

    await accountRow(page).getByRole('button', { name: '提现', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: '提现' });
    await withdraw.getByRole('textbox', { name: /提现金额/ }).fill('500.01');
    await withdraw.getByRole('button', { name: '提交', exact: true }).click();
    await expect(withdraw.getByRole('alert')).toHaveText('可用余额不足');
    await withdraw.getByRole('textbox', { name: /提现金额/ }).fill('123.45');
    await withdraw.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText(/提现申请WTH\d{14}已提交，待主管复核/).first()).toBeVisible();
    await expect(accountRow(page)).toContainText('123.45 元');
    before = await balanceFen(page);
    await shoot(page, 'index');
  });

  await as(page, 's2_dir', async () => {
    await page.goto(INDEX);
    await accountRow(page).getByRole('button', { name: '复核提现' }).click();
    await page.getByRole('dialog', { name: '复核提现' }).getByRole('button', { name: '同意并签名' }).click();
    await plugInRoleKey();
    await page
      .getByRole('dialog', { name: /Ukey签名/ })
      .getByRole('button', { name: '确认签名' })
      .click();
    await expect(page.getByText(/已同意提现申请WTH\d{14}/).first()).toBeVisible();
    await expect(accountRow(page)).not.toContainText('复核提现');
    expect(before - (await balanceFen(page))).toBe(12_345);
    // At 1280 px 电子账户 and 流水 fit without sideways scrolling (the secondary facts stacked under the main ones).
    await page.setViewportSize({ width: 1280, height: 900 });
    const fits = (table: Locator) => () => table.evaluate((t) => (t.parentElement ? t.parentElement.scrollWidth <= t.parentElement.clientWidth + 1 : false));
    await expect.poll(fits(page.getByRole('table', { name: '电子账户' }))).toBe(true);

    await accountRow(page).getByRole('link', { name: /明细/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '专户查询' })).toBeVisible();
    const flows = page.getByRole('table', { name: '账户流水' });
    await expect(flows.getByRole('row').filter({ hasText: '提现' }).first()).toContainText('123.45');
    await expect(flows.getByRole('row').filter({ hasText: '提现' }).first()).toContainText(SETTLEMENT);
    await expect.poll(fits(flows)).toBe(true);
    // Its filters stand on one line (账户, the dates, 收支方向 and 查询), not a full-width field each.
    const filters = page.getByRole('form', { name: '查询条件' });
    const submit = await filters.getByRole('button', { name: '查询' }).boundingBox();
    const account = await filters.getByText('账户', { exact: true }).boundingBox();
    expect(submit && account ? submit.y - account.y : 999).toBeLessThan(60);
    // 导出 downloads what the page shows (a few rows: at once).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/^账户流水_\d{14}\.xlsx$/);
    await expect(page.getByRole('status').filter({ hasText: '已导出' })).toBeVisible();
    await shoot(page, 'special-account-query');
  });
});
