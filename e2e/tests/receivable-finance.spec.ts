import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
// Named to run after messages.spec.ts (which counts s2_op's unread messages: the financing sends S2 more) and before
// signing.spec.ts (which binds a soft key to s2_dir, who signs here with the agent's …1201).
import { as, choose, holdNewCredit, openArea, openFromMenu } from '../support/credits';
import { login, logout } from '../support/login';
import { screenshotsAs } from '../support/screenshots';
import { addContract, addInvoice } from '../support/trade-data';
import { buyerPaidStory } from './receivables-buyer-paid.story';
import { plugInRoleKey, confirmSignature } from '../support/ukey';

// Issue 14 part 3 (domain.md §7.7) as its users click it: C1 issues 400,000.00 to S2, due 2025-10-09; s2_op assembles a
// finance data package (a contract and two verified invoices of 150,000.00) and applies to finance 250,000.00 of it at
// F1, reading the preview (3.60%, 115 days, interest 2,875.00, fee 159.72, net 246,965.28 — §13.4's figures); s2_dir
// signs; f1_cm reads the invoices and the checks and passes it on; f1_pm signs with …2101 and funds: the credit splits
// into 250,000.00 held by F1 and 150,000.00 kept by S2, with a loan number. Before that, f1_cm rejects the seeded CR9
// financing and its invoice is freed. The tests share one server and run in order.
test.describe.configure({ mode: 'serial' });

const F1 = '中国建设银行股份有限公司徐州分行';
const run = String(Date.now()).slice(-4);
/** A verified invoice of 150,000.00 (S2 sells, C1 buys: the credit's first hop). */
const INVOICE = { exTax: '132743.36', tax: '17256.64', total: '150000.00' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const shoot = screenshotsAs('receivable-finance');

/** The bank's financings from its home (额度查询): into 电子债权凭证 by the product bar, then 核心企业融资查询 in its menu. */
async function openFinanceDetail(page: Page): Promise<void> {
  await openArea(page, '电子债权凭证');
  await openFromMenu(page, '核心企业融资查询');
}

/** 融资详情 of one of S2's financings: 融资申请 › 我的融资申请 › its number. */
async function openMine(page: Page, no: string): Promise<void> {
  await openFromMenu(page, '融资申请');
  await page.getByRole('tab', { name: '我的融资申请' }).click();
  await page.getByRole('table', { name: '我的融资申请' }).getByRole('button', { name: no }).click();
  await expect(page.getByRole('heading', { name: `融资申请 ${no}` })).toBeVisible();
}

let appNo = '';

test('S2 holds a new credit of 400,000.00 due 2025-10-09 (issued by C1, signed for by S2)', async ({ page }) => {
  test.setTimeout(120_000);
  await holdNewCredit(page, { receiver: 's2', amount: '400000', due: [2025, 10, 9], contract: /HT-2025-002/ });
});

test('f1_cm rejects the seeded CR9 financing from 融资详情: CR9 is S2’s again and its invoice is freed', async ({ page }) => {
  await login(page, 'f1_cm');
  await openFinanceDetail(page);
  const queue = page.getByRole('table', { name: '待处理的融资申请' });
  const row = queue.getByRole('row').filter({ hasText: '250,000.00' }).filter({ hasText: '待客户经理审核' }).first();
  const seeded = /FIN\d+/.exec((await row.textContent()) ?? '')![0];
  await row.getByRole('button', { name: seeded }).click();
  await expect(page.getByRole('heading', { name: `融资申请 ${seeded}` })).toBeVisible();
  await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '拒绝' }).click();
  const dialog = page.getByRole('dialog', { name: '拒绝' });
  await dialog.getByRole('textbox', { name: '意见' }).fill('发票信息需补充，请重新提交');
  await dialog.getByRole('button', { name: '拒绝' }).click();
  await expect(page.getByText('已拒绝').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '融资发票' })).toContainText('已释放');
  await logout(page);

  await login(page, 's2_op');
  await openMine(page, seeded);
  await expect(page.getByText('已拒绝').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '融资发票' }).getByRole('row').filter({ hasText: '05120456' })).toContainText('已释放');
  await logout(page);
});

test('s2_op applies to finance 250,000.00 at F1 with §7.7’s preview, assembling the package on the way without losing the form', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 's2_op');
  await openFromMenu(page, '融资申请');
  const picker = page.getByRole('table', { name: '可融资凭证' });
  await picker.getByRole('row').filter({ hasText: '400,000.00' }).first().getByRole('checkbox').check();
  await page.getByRole('textbox', { name: '融资金额' }).fill('250000');
  await choose(page, '金融机构', F1);
  await choose(page, '收款账户', /32250198880000012001/);
  // No package backs the new credit yet: 新增融资资料 from the form (issue 28 item 6), on that credit.
  await page.getByRole('form', { name: '融资申请' }).getByRole('link', { name: '新增融资资料' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新增融资资料' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '凭证', exact: true })).toContainText('400,000.00元');
  await addContract(page, { no: `HT-FIN-${run}`, name: '钢材供货合同（融资）', fileName: '融资合同.pdf', pdf: PDF });
  await addInvoice(page, `${run}2341`, INVOICE);
  await addInvoice(page, `${run}2342`, INVOICE);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
  await shoot(page, 'package-success');
  await page.getByRole('button', { name: '继续融资申请' }).click();

  // Back on the form with what was chosen and the new package selected.
  await expect(page.getByRole('textbox', { name: '融资金额' })).toHaveValue('250,000.00');
  await expect(page.getByRole('combobox', { name: '金融机构' })).toContainText(F1);
  await expect(page.getByRole('combobox', { name: '收款账户' })).toContainText('32250198880000012001');
  await expect(page.getByRole('combobox', { name: '融资资料' })).toContainText(/发票2张，占用300,000\.00元/);
  const preview = page.getByRole('region', { name: '融资试算' });
  await expect(preview).toContainText('3.60%');
  await expect(preview).toContainText('115天');
  await expect(preview).toContainText('2,875.00元');
  await expect(preview).toContainText('159.72元');
  await expect(preview).toContainText('246,965.28');
  await shoot(page, 'apply');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('已提交融资申请，等待主管复核').first()).toBeVisible();
  await page.getByRole('tab', { name: '我的融资申请' }).click();
  const mine = page.getByRole('table', { name: '我的融资申请' }).getByRole('row').filter({ hasText: '250,000.00' }).filter({ hasText: '待主管复核' }).first();
  appNo = /FIN\d+/.exec((await mine.textContent()) ?? '')?.[0] ?? '';
  expect(appNo).toMatch(/^FIN20250616\d{6}$/);
  await logout(page);
});

test('s2_dir reads the calculation and signs with …1201 in 融资审批', async ({ page }) => {
  await login(page, 's2_dir');
  await openFromMenu(page, '融资审批');
  await page.getByRole('button', { name: appNo }).click();
  await expect(page.getByText('246,965.28元').first()).toBeVisible();
  await shoot(page, 'approve');
  await plugInRoleKey();
  await page
    .getByRole('region', { name: `申请详情 ${appNo}` })
    .getByRole('button', { name: '同意' })
    .click();
  await confirmSignature(page);
  await expect(page.getByText(/已同意申请/).first()).toBeVisible();
  await logout(page);
});

test('f1_cm passes it on; f1_pm signs with …2101 and funds: 250,000.00 to F1, 150,000.00 kept, figures to the fen', async ({ page }) => {
  await login(page, 'f1_cm');
  await openFinanceDetail(page);
  await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: appNo }).click();
  const checks = page.getByRole('list', { name: '资产查验结果' });
  await expect(checks).toContainText('发票查验：全部查验通过');
  await expect(checks).toContainText('重复质押检查：未发现重复质押');
  await expect(checks).toContainText('关联方检查：融资企业与开立方非关联方');
  await expect(page.getByRole('table', { name: '融资发票' }).getByRole('row')).toHaveCount(3);
  // The bank reads S2's contract scan of the package (the financing's file link): the previewer opens it.
  await expect(page.getByRole('heading', { name: '融资资料文件' })).toBeVisible();
  await page.getByRole('button', { name: '预览融资合同.pdf' }).click();
  const previewer = page.getByRole('dialog', { name: '融资合同.pdf' });
  // The PDF loads (its first page is drawn), not 'PDF 加载失败' — a 404 for the bank would show that.
  await expect(previewer.getByRole('group', { name: '第 1 页' })).toBeVisible();
  await expect(previewer.getByText('PDF 加载失败')).toHaveCount(0);
  await shoot(page, 'review-contract');
  await previewer.getByRole('button', { name: /关闭/ }).first().click();
  await expect(previewer).toBeHidden();
  await shoot(page, 'review');
  await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
  const pass = page.getByRole('dialog', { name: '通过' });
  await pass.getByRole('textbox', { name: '意见' }).fill('运营预审、资产查验通过');
  await pass.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('已通过，待产品经理审批').first()).toBeVisible();
  await logout(page);

  await login(page, 'f1_pm');
  await openFinanceDetail(page);
  await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: appNo }).click();
  await plugInRoleKey();
  await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '同意' }).click();
  await confirmSignature(page);
  await expect(page.getByText(`已同意申请${appNo}，待放款`).first()).toBeVisible();
  await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '放款' }).click();
  const fund = page.getByRole('dialog', { name: '放款' });
  await fund.getByRole('button', { name: '放款' }).click();
  await expect(page.getByText(`申请${appNo}已放款`).first()).toBeVisible();
  const loan = page.getByText(/LN20250616\d{6}/).first();
  await expect(loan).toBeVisible();
  await expect(page.getByText('246,965.28元').first()).toBeVisible();
  await expect(page.getByText('2,875.00元').first()).toBeVisible();
  await expect(page.getByText('159.72元').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '融资发票' })).toContainText('已占用');
  await shoot(page, 'funded');
  await logout(page);

  // S2 keeps the remainder of 150,000.00.
  await login(page, 's2_op');
  await openMine(page, appNo);
  await expect(page.getByText('剩余凭证（本企业持有）')).toBeVisible();
  await expect(page.getByText(/已完成|已放款/).first()).toBeVisible();
});

// 买方付息 on the 150,000.00 remainder this funding left S2 (receivables-buyer-paid.story.ts), on this server.
buyerPaidStory();
