import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { auxDataDir, auxPort, startAuxServer, stopAuxServer } from '../support/aux-server';
import { as, openArea, openFromMenu } from '../support/credits';
import { pickDate } from '../support/date-picker';
import { screenshotsAs } from '../support/screenshots';
import { plugInRoleKey, confirmSignature } from '../support/ukey';
import { shownText } from '../support/shown-text';

// 票据贴现 and 银承 as their users click them (issue 33 Done-when, domain-lines.md §20.3–§20.5, seed §13.12), on a
// server of its own seeded on 2025-06-16 (the walk moves C1's, S1's and F1's money and LB1 that other specs read): c1_op
// applies for a 银承 of 1,200,000.00 to S1 at F1, c1_dir signs, f1_cm passes it and f1_pm accepts it; c1_op and c1_dir
// 提示收票; s1_op 签收 and s1_dir signs; s1_op discounts 300,000.00 at F1 with the trial of §20.5 Example B (2025-10-09
// 国庆节顺延, 115 天, 1,437.50, 298,562.50), s1_dir signs, f1_cm passes it and f1_pm signs for it: S1's account rises by
// exactly 298,562.50; 票据详情 shows 1–30000000 with F1 and 30000001–120000000 with S1; a 撤回 afterwards is refused.
test.describe.configure({ mode: 'serial' });

const shoot = screenshotsAs('discount');
const S1 = '江苏示例精密锻造有限公司';
const F1 = '中国建设银行股份有限公司徐州分行';

/** 贴现 (the area's short name in the product bar), then a page of its menu. */
async function openDiscount(page: Page, title: string): Promise<void> {
  await openArea(page, '贴现');
  await openFromMenu(page, title);
}

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

const rowOf = (page: Page, table: string, text: string | RegExp) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('银承 of 1,200,000.00 issued, accepted and signed for; 300,000.00 of it discounted at F1 for 298,562.50', async ({ browser }) => {
  // Ten logins and a server start: a backstop for a loaded machine, not a budget.
  test.setTimeout(900_000);
  const server = await startAuxServer(auxDataDir('discount'), '2025-06-16');
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${auxPort()}` });
    const page = await context.newPage();

    let babNo = '';
    await test.step('c1_op: 银承出票申请 of 1,200,000.00 to S1, due 2025-10-04; margin 360,000.00, fee 600.00', async () => {
      await as(page, 'c1_op', async () => {
        await openDiscount(page, '银承出票申请');
        const bill = page.getByRole('group', { name: '第1张票据' });
        await choose(page, bill, '收票人', S1);
        await bill.getByRole('textbox', { name: '票据金额' }).fill('1200000');
        await pickDate(page, bill, '到期日', [2025, 10, 4]);
        await bill.getByRole('textbox', { name: '合同编号' }).fill('HT-C1-S1-2025-E2E');
        await bill.getByRole('textbox', { name: '发票号码' }).fill('25322000000031009901');
        await expect(bill.getByRole('status', { name: '第1张票据测算' })).toContainText('保证金 360000.00元');
        await expect(bill.getByRole('status', { name: '第1张票据测算' })).toContainText('承兑手续费 600.00元');
        await shoot(page, 'bab-apply');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        const said = page.getByText(/已提交银承出票申请BAB\d{14}，待复核/).first();
        await expect(said).toBeVisible();
        babNo = /BAB\d{14}/.exec((await said.textContent()) ?? '')![0];
      });
    });

    await test.step('c1_dir: 同意 signs BAB_APPLY (one bill) → 待承兑', async () => {
      await as(page, 'c1_dir', async () => {
        await openDiscount(page, '银承出票复核');
        await rowOf(page, '待复核的银承出票申请', babNo)
          .getByRole('button', { name: `复核 ${babNo}` })
          .click();
        await expect(page.getByRole('table', { name: '出票明细' })).toContainText('1,200,000.00');
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: '同意' }).click();
        await signWithKey(page);
        await expect(page.getByText(new RegExp(`已同意申请${babNo}`)).first()).toBeVisible();
      });
    });

    await test.step('f1_cm passes it; f1_pm 承兑 signs BAB_APPROVE', async () => {
      await as(page, 'f1_cm', async () => {
        await openDiscount(page, '承兑审批');
        await rowOf(page, '待审批的银承出票申请', babNo).getByRole('button').first().click();
        await page.getByRole('button', { name: '审核通过' }).click();
        const dialog = page.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '审核通过' }).click();
        await expect(dialog).toBeHidden();
      });
      await as(page, 'f1_pm', async () => {
        await openDiscount(page, '承兑审批');
        await rowOf(page, '待审批的银承出票申请', babNo).getByRole('button').first().click();
        await page.getByRole('button', { name: '承兑', exact: true }).click();
        await signWithKey(page);
      });
    });

    let packageNo = '';
    await test.step('c1_op selects the accepted bill for 提示收票; c1_dir signs BAB_SUBMIT', async () => {
      await as(page, 'c1_op', async () => {
        await openDiscount(page, '提示收票');
        const accepted = rowOf(page, '已承兑待交付的票据', '1,200,000.00');
        await expect(accepted).toHaveCount(1);
        packageNo = /\d{30}/.exec((await accepted.textContent()) ?? '')![0];
        await accepted.getByRole('checkbox', { name: `选择 ${packageNo}` }).check();
        await page.getByRole('button', { name: '提示收票', exact: true }).click();
        await expect(page.getByText('已提交1笔提示收票申请，待主管复核').first()).toBeVisible();
      });
      await as(page, 'c1_dir', async () => {
        await openDiscount(page, '提示收票');
        await rowOf(page, '待复核的提示收票', packageNo).getByRole('button', { name: '审批' }).click();
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: '同意' }).click();
        await signWithKey(page);
      });
    });

    await test.step('s1_op 签收; s1_dir signs BAB_RECEIVE: S1 holds 1–120000000', async () => {
      await as(page, 's1_op', async () => {
        await openDiscount(page, '票据签收');
        await rowOf(page, '待签收的票据', packageNo).getByRole('button', { name: '签收' }).click();
        const dialog = page.getByRole('dialog', { name: '签收' });
        await dialog.getByRole('button', { name: '签收' }).click();
        await expect(page.getByText('已提交签收，待主管复核').first()).toBeVisible();
      });
      await as(page, 's1_dir', async () => {
        await openDiscount(page, '票据签收');
        await rowOf(page, '待复核的票据签收', packageNo).getByRole('button').first().click();
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: '同意' }).click();
        await signWithKey(page);
      });
    });

    let dslNo = '';
    await test.step('s1_op: 贴现 of 300,000.00 at F1 from 我的票据; the trial is §20.5 Example B', async () => {
      await as(page, 's1_op', async () => {
        await openDiscount(page, '我的票据');
        await rowOf(page, '我的票据', packageNo).getByRole('button', { name: '贴现' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '贴现申请' })).toBeVisible();
        await page.getByRole('textbox', { name: `贴现金额 ${packageNo}` }).fill('300000');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByText('请先完成贴现试算').first()).toBeVisible();
        await page.getByRole('button', { name: '贴现试算' }).click();
        const trial = rowOf(page, '贴现试算结果', packageNo);
        for (const figure of ['2025-10-09', '国庆节顺延', '115', '1,437.50', '298,562.50']) await expect(trial).toContainText(figure);
        await expect(trial).toContainText('1–30000000');
        await shoot(page, 'trial');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        dslNo = await shownText(page, /贴现申请(DSL\d{14})已提交，待主管复核/, 1);
      });
    });

    await test.step('s1_dir 同意 signs DISCOUNT_BILL_SIGN → 待银行签收', async () => {
      await as(page, 's1_dir', async () => {
        await openDiscount(page, '贴现复核');
        await rowOf(page, '待复核的贴现申请', dslNo).getByRole('button', { name: '复核' }).click();
        await page.getByRole('button', { name: '同意' }).click();
        await signWithKey(page);
      });
    });

    await test.step('f1_cm passes it; f1_pm 签收 signs DISCOUNT_BILL_RECEIVE and pays 298,562.50', async () => {
      await as(page, 'f1_cm', async () => {
        await openDiscount(page, '贴现审批');
        await rowOf(page, '待办的贴现申请', dslNo).getByRole('button', { name: '办理' }).click();
        await page.getByRole('button', { name: '审核通过' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: '审核通过' }).click();
        await expect(dialog).toBeHidden();
      });
      await as(page, 'f1_pm', async () => {
        await openDiscount(page, '贴现审批');
        await rowOf(page, '待办的贴现申请', dslNo).getByRole('button', { name: '办理' }).click();
        await page.getByRole('button', { name: '签收' }).click();
        await signWithKey(page);
      });
    });

    await test.step('s1_op: the 贴现放款 receipt of 298,562.50; 票据详情 shows F1 1–30000000, S1 30000001–120000000', async () => {
      await as(page, 's1_op', async () => {
        await openArea(page, '我的');
        await openFromMenu(page, '回单查询');
        await expect(page.getByRole('table', { name: '回单列表' }).getByRole('row').filter({ hasText: '贴现放款' })).toContainText('298,562.50');
        await openDiscount(page, '我的票据');
        await rowOf(page, '我的票据', packageNo).getByRole('link', { name: packageNo }).click();
        const ranges = page.getByRole('table', { name: '子票区间' });
        await expect(ranges.getByRole('row').filter({ hasText: '1–30000000' })).toContainText(F1);
        await expect(ranges.getByRole('row').filter({ hasText: '30000001–120000000' })).toContainText(S1);
        await shoot(page, 'bill-detail');
      });
      await as(page, 's1_dir', async () => {
        await openDiscount(page, '贴现复核');
        await page.getByRole('tab', { name: '可撤回' }).click();
        await expect(rowOf(page, '可撤回的贴现申请', dslNo)).toHaveCount(0);
      });
    });
    await context.close();
  } finally {
    await stopAuxServer(server);
  }
});
