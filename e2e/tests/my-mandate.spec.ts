import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { as, choose, openArea, openFromMenu } from '../support/credits';
import { screenshotsAs } from '../support/screenshots';
import { plugInRoleKey } from '../support/ukey';

// Issue 29, 专户绑定 (domain-lines.md §16.8, §17.4) as the core's users click it from their homes: c2_op opens a 还款专户
// at F1 (C2 has none in the demo) and finds it 未签署 on 专户绑定; c2_dir signs 《还款账户信息确认函（代扣授权）》 with
// the role's Ukey (CONTRACT_SIGN) and the account shows 待生效 from the next business day, signed by 黄敏; c1_dir, whose
// 支付通 are outstanding, is refused 撤销代扣授权 and C1's seeded mandate stays 有效. No other spec reads C2's accounts.
test.describe.configure({ mode: 'serial' });

const shoot = screenshotsAs('my-mandate');
const F1 = '中国建设银行股份有限公司徐州分行';

/** 我的 from the main navigation, then a page of its menu. */
async function openMy(page: Page, title: string): Promise<void> {
  await openArea(page, '我的');
  await openFromMenu(page, title);
}

const repayRows = (page: Page) => page.getByRole('table', { name: '还款专户' }).getByRole('row').filter({ hasText: F1 });

let accountNo = '';

test('c2_op opens a 还款专户 and finds it 未签署 on 专户绑定, waiting for the director', async ({ page }) => {
  await as(page, 'c2_op', async () => {
    await openMy(page, '专户申请');
    await choose(page, '用途', '还款专户');
    await choose(page, '监管行', F1);
    await page.getByRole('button', { name: '提交申请' }).click();
    // The toast names the account but goes away by itself: the number is read from the list the page lands on.
    await expect(page.getByText(/专户\d+已开立/).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '专户管理' })).toBeVisible();
    const opened = page.getByRole('table', { name: '专户' }).getByRole('row').filter({ hasText: F1 }).filter({ hasText: '还款专户' });
    await expect(opened).toHaveCount(1);
    accountNo = /\d{12,}/.exec((await opened.getByRole('cell').first().textContent()) ?? '')![0];
    await page.getByRole('link', { name: `代扣授权 ${accountNo}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '专户绑定' })).toBeVisible();
    const row = repayRows(page).filter({ hasText: accountNo });
    await expect(row).toContainText('未签署');
    await expect(row).toContainText('待主管签署');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});

test('c2_dir signs the 代扣授权 with the Ukey: 待生效 from 2025-06-17, signed by 黄敏', async ({ page }) => {
  await as(page, 'c2_dir', async () => {
    await openMy(page, '专户绑定');
    const row = repayRows(page).filter({ hasText: accountNo });
    await expect(row).toContainText('未签署');
    await shoot(page, 'unsigned');
    await row.getByRole('button', { name: '签署代扣授权' }).click();
    await plugInRoleKey();
    const dialog = page.getByRole('dialog', { name: /Ukey签名/ });
    await expect(dialog).toContainText('还款账户信息确认函（代扣授权）');
    await expect(dialog).toContainText(`还款专户账号：${accountNo}`);
    await expect(dialog).toContainText('生效日期：2025-06-17');
    await dialog.getByRole('button', { name: '确认签名' }).click();
    await expect(page.getByText(`还款专户${accountNo}已签署代扣授权`).first()).toBeVisible();
    await expect(row).toContainText('待生效');
    await expect(row).toContainText('黄敏');
    await expect(row).toContainText('2025-06-16');
    await expect(row).toContainText('2025-06-17');
    await expect(row.getByRole('button', { name: '撤销代扣授权' })).toBeVisible();
    await shoot(page, 'signed');

    await openMy(page, '专户管理');
    await expect(page.getByRole('table', { name: '专户' }).getByRole('row').filter({ hasText: accountNo })).toContainText('有效');
  });
});

test('c1_dir may not revoke while 支付通 are outstanding: 存在未到期支付通，不能撤销代扣授权', async ({ page }) => {
  await as(page, 'c1_dir', async () => {
    await openMy(page, '专户绑定');
    const row = page.getByRole('table', { name: '还款专户' }).getByRole('row').filter({ hasText: '32050161360000000003' });
    await expect(row).toContainText('有效');
    await row.getByRole('button', { name: '撤销代扣授权' }).click();
    const dialog = page.getByRole('dialog', { name: '撤销代扣授权' });
    await dialog.getByRole('button', { name: '确认撤销' }).click();
    await expect(dialog.getByRole('alert')).toContainText('存在未到期支付通，不能撤销代扣授权');
    await shoot(page, 'revoke-refused');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(row).toContainText('有效');
  });
});
