import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { auxDataDir, auxPort, startAuxServer, stopAuxServer } from '../support/aux-server';
import { as, openArea, openFromMenu } from '../support/credits';
import { pickDate } from '../support/date-picker';
import { plugInRoleKey, confirmSignature } from '../support/ukey';

// 供应链ABS and the asset pool as their users click them (issue 31 Done-when, domain-lines.md §18.3–§18.7, seed §13.9–
// §13.10), on a server of its own seeded on 2025-06-16 (the walk moves S1's money, AP1 and the pond that other specs
// read on the shared server): the core registers two payables and its director confirms both with one signature; S1
// sells AP1 to F1 at the §18.4 price and receives 489,058.33; C1's director signs the 付款确认书; the report centre
// reconciles before and after; the pond refuses a drawdown one fen over what is available and an out-of-pool that
// would leave its exposure uncovered.
test.describe.configure({ mode: 'serial' });

const S1 = '江苏示例精密锻造有限公司';
const AP1 = 'ABR20250609000001';

/** Open an area from the product bar (供应链ABS, 我的), then a page of its menu. */
async function openIn(page: Page, area: string, title: string): Promise<void> {
  await openArea(page, area);
  await openFromMenu(page, title);
}
const openAbs = (page: Page, title: string) => openIn(page, '供应链ABS', title);

/** Sign the open Ukey签名 dialog with the role's key and wait for it to close. */
async function signWithKey(page: Page): Promise<void> {
  await plugInRoleKey();
  const dialog = page.getByRole('dialog', { name: /Ukey签名/ });
  await confirmSignature(page);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Pick an option of a ui Select (combobox `field`) inside `scope`. */
async function choose(page: Page, scope: Locator, field: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** One payable of the batch form (明细N): S1, the amount, a working due date, a contract and C1's spare invoice. */
async function fillPayable(page: Page, n: number, amount: string, due: readonly [number, number, number], contract: string): Promise<void> {
  const line = page.getByRole('group', { name: `明细${n}`, exact: true });
  await choose(page, line, '债权人', S1);
  await line.getByRole('textbox', { name: '应付账款金额' }).fill(amount);
  await pickDate(page, line, '到期日', due);
  await line.getByRole('textbox', { name: '合同编号' }).fill(contract);
  await choose(page, line, '发票1', /07120006/);
  await line.getByRole('textbox', { name: '发票1本次占用金额' }).fill(amount);
}

/** The report centre's 企业业务概览 of the caller reconciles (I1–I5). */
async function reconciles(page: Page): Promise<void> {
  await openAbs(page, '企业业务概览');
  await expect(page.getByText('对账一致')).toBeVisible();
  await expect(page.getByText('对账不一致')).toHaveCount(0);
}

/** The row of `table` that names `text`. */
const rowOf = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('ABS: two payables confirmed with one signature, AP1 sold to F1 for 489,058.33, the 付款确认书 signed, reconciled; the pond refuses one fen too many', async ({
  browser,
}) => {
  // Eleven logins and a server start (about 4 minutes alone): a backstop for a loaded machine, not a budget.
  test.setTimeout(900_000);
  const server = await startAuxServer(auxDataDir('abs'), '2025-06-16');
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${auxPort()}` });
    const page = await context.newPage();

    await test.step('c1_op: the report centre reconciles; two payables to S1 in one batch', async () => {
      await as(page, 'c1_op', async () => {
        await reconciles(page);
        await openAbs(page, '应付账款登记');
        await fillPayable(page, 1, '120000', [2025, 9, 19], 'HT-ABS-E2E-1');
        await page.getByRole('button', { name: '+ 添加明细' }).click();
        await fillPayable(page, 2, '80000', [2025, 10, 17], 'HT-ABS-E2E-2');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByText(/已提交应付账款登记，申请编号APR\d{14}，待主管确权/).first()).toBeVisible();
      });
    });

    await test.step('c1_dir: 待确权 shows the batch of two; 同意 signs its one 应付账款确认函', async () => {
      await as(page, 'c1_dir', async () => {
        await openAbs(page, '应付账款登记');
        const queue = page.getByRole('table', { name: '待确权' });
        await queue.getByRole('row').filter({ hasText: '200,000.00' }).getByRole('button', { name: '确权' }).click();
        const lines = page.getByRole('table', { name: '应付账款明细' });
        await expect(lines.getByRole('row').filter({ hasText: 'HT-ABS-E2E' })).toHaveCount(2);
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: '同意' }).click();
        await signWithKey(page);
        await openAbs(page, '应付账款查询');
        await expect(rowOf(page, '应付账款', 'HT-ABS-E2E-1')).toContainText('已确权');
        await expect(rowOf(page, '应付账款', 'HT-ABS-E2E-2')).toContainText('已确权');
      });
    });

    let appNo = '';
    await test.step('s1_op: ABS转让申请 of AP1 to F1 at 489,558.33 (179 days at 4.20 %, fee 500.00)', async () => {
      await as(page, 's1_op', async () => {
        await openAbs(page, 'ABS转让申请');
        await rowOf(page, '已确权的应收账款', AP1).getByRole('checkbox').check();
        const lines = page.getByRole('table', { name: '转让价款明细' });
        for (const figure of ['179', '10,441.67', '489,558.33', '500.00', '489,058.33', '4.50%']) await expect(lines).toContainText(figure);
        await page.getByRole('button', { name: '提交', exact: true }).click();
        const link = page.getByRole('link', { name: '查看申请详情' });
        await expect(link).toBeVisible();
        appNo = /appNo=(ABT\d{14})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
        expect(appNo).toMatch(/^ABT\d{14}$/);
      });
    });

    const review = async (user: string, button: string, then: () => Promise<void>) =>
      as(page, user, async () => {
        await openAbs(page, 'ABS转让审批');
        await rowOf(page, '待办的转让申请', appNo).getByRole('button', { name: '办理' }).click();
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: button, exact: true }).click();
        await then();
      });

    await test.step('s1_dir signs the 转让申请书 and 通知书; f1_cm passes; f1_pm accepts with the key', async () => {
      await review('s1_dir', '同意', () => signWithKey(page));
      await review('f1_cm', '审核通过', async () => {
        const dialog = page.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '审核通过' }).click();
        await expect(dialog).toBeHidden();
      });
      await review('f1_pm', '同意受让', async () => {
        await signWithKey(page);
        await expect(page.getByRole('table', { name: '应收账款与转让价款' })).toContainText('已转让');
      });
    });

    await test.step('s1_op: the receipt of 489,058.33 into the settlement account', async () => {
      await as(page, 's1_op', async () => {
        await openIn(page, '我的', '回单查询');
        await expect(page.getByRole('table', { name: '回单列表' })).toContainText('489,058.33');
      });
    });

    await test.step('c1_op submits the 付款确认书 of AP1; c1_dir signs it on 核心企业档案', async () => {
      await as(page, 'c1_op', async () => {
        await openAbs(page, '核心企业档案');
        await rowOf(page, '文件档案', AP1).getByRole('button', { name: '提交签署' }).click();
        await expect(rowOf(page, '文件档案', AP1).getByRole('button', { name: '提交签署' })).toHaveCount(0);
      });
      await as(page, 'c1_dir', async () => {
        await openAbs(page, '核心企业档案');
        await rowOf(page, '文件档案', AP1).getByRole('button', { name: '签署' }).click();
        await signWithKey(page);
        await openAbs(page, '应付账款查询');
        await rowOf(page, '应付账款', AP1).getByRole('button', { name: AP1 }).click();
        await expect(page.getByRole('dialog')).toContainText('付款确认书已签署');
        await page.keyboard.press('Escape');
        await reconciles(page);
      });
    });

    await test.step('s1_op: the pond refuses 170,000.01 and takes 170,000.00; 出池 of its only asset is refused', async () => {
      await as(page, 's1_op', async () => {
        await openIn(page, '我的', '资产池');
        const actions = page.getByRole('group', { name: '资产池操作' });
        await actions.getByRole('button', { name: '提款' }).click();
        const dialog = page.getByRole('dialog', { name: '提款' });
        await dialog.getByRole('textbox', { name: '提款金额' }).fill('170000.01');
        await pickDate(page, dialog, '到期日', [2025, 9, 5]);
        await dialog.getByRole('button', { name: '提交' }).click();
        await expect(dialog).toContainText('池额度不足，当前可用额度为170,000.00元');
        await dialog.getByRole('textbox', { name: '提款金额' }).fill('170000.00');
        await dialog.getByRole('button', { name: '提交' }).click();
        await expect(dialog).toBeHidden();
        await actions.getByRole('button', { name: '出池' }).click();
        const out = page.getByRole('dialog', { name: '出池' });
        await out.getByRole('checkbox').first().check();
        await out.getByRole('button', { name: '提交' }).click();
        await expect(out).toContainText('出池后池额度不足以覆盖已提款金额，不能出池');
        await out.getByRole('button', { name: '取消' }).click();
        await expect(out).toBeHidden();
      });
    });
    await context.close();
  } finally {
    await stopAuxServer(server);
  }
});
