import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { auxDataDir, auxPort, startAuxServer, stopAuxServer } from '../support/aux-server';
import { as, openArea, openFromMenu } from '../support/credits';
import { plugInRoleKey } from '../support/ukey';
import { reviewShot } from '../support/screenshots';

// e订通 order financing as its users click it (issue 32 Done-when, domain-lines.md §19.6 worked example), on a server of
// its own: seeded on 2025-06-16, then started again on 2025-09-15 when the core pays the order. PO-2025-001 is seeded
// confirmed (确认金额 300,000.00, 约定付款日 2025-09-15, S1's 回款专户), so the core's confirmation is shown on
// PO-2025-002, the supplier's upload; the financing and the waterfall are the worked example's figures.
test.describe.configure({ mode: 'serial' });

/** Sign the step on screen with the role's key in the Ukey签名 dialog. */
async function signWithKey(page: Page, said: RegExp): Promise<void> {
  await plugInRoleKey();
  await page
    .getByRole('dialog', { name: /Ukey签名/ })
    .getByRole('button', { name: '确认签名' })
    .click();
  await expect(page.getByText(said).first()).toBeVisible();
}

/** Open an area from the product bar (e订通, 我的), then a page of its menu. */
async function openIn(page: Page, area: string, title: string): Promise<void> {
  await openArea(page, area);
  await openFromMenu(page, title);
}
const openEdt = (page: Page, title: string) => openIn(page, 'e订通', title);

/** 审批 on the row of a queue table: the application `appNo`, or the first one. */
async function review(page: Page, table: string, appNo?: string): Promise<void> {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  const row = appNo ? rows.filter({ hasText: appNo }) : rows.filter({ has: page.getByRole('button', { name: '审批' }) });
  await row.first().getByRole('button', { name: '审批' }).click();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1480, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('e订通: 准入自检, the core confirms an order, S1 finances 210,000.00, the bank funds 209,790.00, the core pays and 87,982.83 is released', async ({
  browser,
}) => {
  // Eight logins and two server starts: a backstop for a loaded machine, not a budget.
  test.setTimeout(1_200_000);
  const dataDir = auxDataDir('edt');
  const baseURL = `http://localhost:${auxPort()}`;
  let server = await startAuxServer(dataDir, '2025-06-16');
  try {
    let context = await browser.newContext({ baseURL });
    let page = await context.newPage();

    await test.step('s1_op: 准入自检 passes with C1 and 中国建设银行 (准入成功)', async () => {
      await as(page, 's1_op', async () => {
        await openEdt(page, '订单融资首页');
        const checks = page.getByRole('list', { name: '准入条件' });
        await expect(checks.getByRole('listitem', { name: /已满足$/ })).toHaveCount(6);
        await expect(checks.getByRole('listitem', { name: /未满足$/ })).toHaveCount(0);
        await expect(page.getByText(/当前准入.*准入成功/)).toBeVisible();
        await shoot(page, 'edt-home');
      });
    });

    await test.step('c1_purchase confirms PO-2025-002 with S1’s 回款专户; c1_dir signs it', async () => {
      await as(page, 'c1_purchase', async () => {
        await expect(page.getByRole('heading', { level: 1, name: '订单信息确认' })).toBeVisible();
        const row = page.getByRole('table', { name: '订单列表' }).getByRole('row', { name: /PO-2025-002/ });
        await row.getByRole('button', { name: '确认' }).click();
        const dialog = page.getByRole('dialog', { name: '确认订单' });
        await expect(dialog.getByRole('combobox', { name: '回款账户' })).toContainText('32050161360000011002');
        await shoot(page, 'edt-confirm');
        await dialog.getByRole('button', { name: '确认' }).click();
        await expect(page.getByText('订单PO-2025-002已确认，待主管审批').first()).toBeVisible();
      });
      await as(page, 'c1_dir', async () => {
        await openEdt(page, '订单确认审批');
        await review(page, '待审批的订单确认申请');
        await page.getByRole('button', { name: '同意' }).click();
        await signWithKey(page, /已同意申请/);
      });
    });

    let appNo = '';
    await test.step('s1_op applies on PO-2025-001: 210,000.01 is refused, 210,000.00 is submitted', async () => {
      await as(page, 's1_op', async () => {
        await openEdt(page, '订单列表');
        const orders = page.getByRole('table', { name: '订单' });
        await expect(orders.getByRole('row', { name: /PO-2025-002/ })).toContainText('已确认');
        await orders
          .getByRole('row', { name: /PO-2025-001/ })
          .getByRole('button', { name: '申请融资' })
          .click();
        const form = page.getByRole('form', { name: '申请融资' });
        await form.getByRole('textbox', { name: '融资金额' }).fill('210000.01');
        await form.getByRole('button', { name: '提交' }).click();
        await expect(form.getByRole('alert')).toContainText('融资金额不能超过订单可融资上限210,000.00元');
        await form.getByRole('textbox', { name: '融资金额' }).fill('210000.00');
        await expect(form).toContainText('209,790.00');
        await shoot(page, 'edt-apply');
        await form.getByRole('button', { name: '提交' }).click();
        const done = page.getByRole('status').filter({ hasText: /融资申请EFA\d{14}已提交/ });
        await expect(done).toBeVisible();
        appNo = /EFA\d{14}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
      });
      expect(appNo).toMatch(/^EFA\d{14}$/);
    });

    await test.step('s1_dir signs; f1_cm passes; f1_pm approves as applied with the key and funds', async () => {
      await as(page, 's1_dir', async () => {
        await openEdt(page, '订单列表');
        await review(page, '待我审批', appNo);
        await page.getByRole('button', { name: '同意' }).click();
        await signWithKey(page, new RegExp(`已同意申请${appNo}，待金融机构审核`));
      });
      await as(page, 'f1_cm', async () => {
        await openEdt(page, '订单综合查询');
        await review(page, '待我审批的融资申请', appNo);
        await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: '审核通过' }).click();
        await page.getByRole('dialog', { name: '审核通过' }).getByRole('button', { name: '审核通过' }).click();
        await expect(page.getByText('已审核通过，待终审').first()).toBeVisible();
      });
      await as(page, 'f1_pm', async () => {
        await openEdt(page, '订单综合查询');
        await review(page, '待我审批的融资申请', appNo);
        await page.getByRole('button', { name: '按申请审批' }).click();
        await signWithKey(page, new RegExp(`已按申请审批${appNo}，待放款`));
        await review(page, '待我审批的融资申请', appNo);
        await page.getByRole('button', { name: '放款' }).click();
        await expect(page.getByText(`申请${appNo}已放款`).first()).toBeVisible();
        await page.getByRole('tab', { name: '融资' }).click();
        const row = page.getByRole('table', { name: '融资列表' }).getByRole('row', { name: new RegExp(appNo) });
        await expect(row).toContainText('210,000.00');
        await expect(row).toContainText(/LN\d{14}/);
        await shoot(page, 'edt-funded');
      });
    });
    await context.close();

    await stopAuxServer(server);
    server = await startAuxServer(dataDir, '2025-09-15');
    context = await browser.newContext({ baseURL });
    page = await context.newPage();

    await test.step('2025-09-15: the core pays 300,000.00 into the 回款专户; 87,982.83 is released to S1', async () => {
      await as(page, 'c1_purchase', async () => {
        await openFromMenu(page, '订单综合查询');
        await page
          .getByRole('table', { name: '订单列表' })
          .getByRole('row', { name: /PO-2025-001/ })
          .getByRole('button', { name: '模拟来账' })
          .click();
        const dialog = page.getByRole('dialog', { name: '模拟来账' });
        await dialog.getByRole('textbox', { name: '来账金额' }).fill('300000.00');
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect(dialog).toContainText('扣收结果');
        for (const figure of ['2,017.17', '210,000.00', '87,982.83']) await expect(dialog).toContainText(figure);
        await shoot(page, 'edt-collect');
        await dialog.getByRole('button', { name: '关闭' }).last().click();
        await expect(page.getByRole('table', { name: '订单列表' }).getByRole('row', { name: /PO-2025-001/ })).toContainText('已结清');
      });
      await as(page, 's1_op', async () => {
        await openIn(page, '我的', '回单查询');
        await expect(page.getByRole('table', { name: '回单列表' })).toContainText('87,982.83');
      });
    });
    await context.close();
  } finally {
    await stopAuxServer(server);
  }
});
