import { expect, test } from '../support/console-clean';
import { choose, openFromMenu } from '../support/credits';
import { login } from '../support/login';
import { pickDate } from '../support/date-picker';
import { SHOTS, screenshotsAs, reviewShot } from '../support/screenshots';
import { chinesePdf, darkPixels } from '../support/pdf';
import { addContract, addInvoice } from '../support/trade-data';

// Issue 14 part 2 (domain.md §8): s2_op assembles a finance data package for CR9 — a contract with its PDF and two
// invoices, each verified on save (查验), with 本次占用金额 per invoice — submits it, and finds it in 上传资料 and in
// its detail; an invoice whose number ends in 0000 reads 查验不通过 (NOT_FOUND). Nothing here touches what other specs
// count (no credit, message or limit changes). Dates are picked in June 2025, the pinned business month.
test.describe.configure({ mode: 'serial' });

const C1 = '徐州示例重工集团有限公司';
const run = String(Date.now()).slice(-4);
const tail = (n: number) => `${run}${String(1230 + n)}`; // 8 digits, never …0000/…9999/…8888/…7777
const PDF = chinesePdf('钢材购销合同');
const INVOICE = { exTax: '100000.00', tax: '13000.00', total: '113000.00' };

// Left at 1280 px: the steps after a shot run at that width.
const shoot = screenshotsAs('finance-data', { leaveAt1280: true });

test('s2_op assembles, submits and finds a finance data package with two verified invoices', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1480, height: 900 });
  await login(page, 's2_op');
  await openFromMenu(page, '上传资料');
  await page.getByRole('button', { name: '新增融资资料' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新增融资资料' })).toBeVisible();
  await choose(page, '凭证', /250,000\.00元/);
  await expect(page.getByText(`交易对手：${C1}`)).toBeVisible();

  // 新增合同 with its PDF.
  const uploaded = page.waitForResponse((r) => r.url().includes('/v1/files?') && r.request().method() === 'POST');
  await addContract(page, { no: `HT-E2E-${run}`, name: '钢材年度供货合同', fileName: '钢材购销合同.pdf', pdf: PDF });
  const pkFile = ((await (await uploaded).json()) as { data: { pkFile: string } }).data.pkFile;
  const contracts = page.getByRole('table', { name: '合同' });
  await expect(contracts.getByRole('row', { name: new RegExp(`HT-E2E-${run}`) })).toContainText('600,000.00');
  await expect(contracts.getByRole('button', { name: '预览钢材购销合同.pdf' })).toBeVisible();

  // Two invoices, each verified on save; 本次占用金额 of the first lowered to 100,000.00.
  await addInvoice(page, tail(1), INVOICE);
  await addInvoice(page, tail(2), INVOICE);
  const invoices = page.getByRole('table', { name: '发票' });
  await expect(invoices.getByRole('row', { name: new RegExp(tail(1)) })).toContainText('查验通过');
  await page.getByRole('textbox', { name: `发票${tail(1)}本次占用金额` }).fill('100000.00');
  await expect(page.getByRole('textbox', { name: `发票${tail(2)}本次占用金额` })).toHaveValue(/113,?000\.00/);
  await shoot(page, 'create');

  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
  const said = (await page.getByRole('status').filter({ hasText: '已提交' }).textContent()) ?? '';
  const packageNo = /TD\d+/.exec(said)?.[0] ?? '';
  expect(packageNo).toMatch(/^TD20250616\d{6}$/);

  await page.getByRole('button', { name: '查看详情' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '融资资料详情' })).toBeVisible();
  const detailInvoices = page.getByRole('table', { name: '发票' });
  await expect(detailInvoices.getByRole('row', { name: new RegExp(tail(1)) })).toContainText('100,000.00');
  await expect(detailInvoices.getByRole('row', { name: new RegExp(tail(2)) })).toContainText('113,000.00');
  await expect(detailInvoices.getByRole('row', { name: new RegExp(tail(1)) })).toContainText('已预占');
  await expect(page.getByText('213,000.00元')).toBeVisible();
  await expect(page.getByText(/审核通过（贸易资料查验通过）/)).toBeVisible();
  await shoot(page, 'detail');

  // The contract's PDF opens in the previewer and its Chinese text is drawn (pdf.js with the GB1 character map);
  // the download is an attachment under its own name.
  await page.getByRole('table', { name: '合同' }).getByRole('button', { name: '预览钢材购销合同.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: /钢材购销合同\.pdf/ });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await expect.poll(() => viewer.locator('canvas').first().evaluate(darkPixels), { timeout: 20_000 }).toBeGreaterThan(300);
  await reviewShot(page, { path: `${SHOTS}/finance-data-contract-pdf.png` });
  await viewer.getByRole('button', { name: '关闭' }).click();
  const download = await page.request.get(`/v1/files/download/${pkFile}`);
  expect(download.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('钢材购销合同.pdf')}`);
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  await page.setViewportSize({ width: 1480, height: 900 });
  await openFromMenu(page, '上传资料');
  const row = page.getByRole('table', { name: '融资资料列表' }).getByRole('row', { name: new RegExp(packageNo) });
  await expect(row).toContainText('1/2/0');
  await expect(row).toContainText('213,000.00');
  await expect(row).toContainText('已提交');
  await shoot(page, 'list');
});

test('an invoice whose number ends in 0000 reads 查验不通过 (NOT_FOUND), and 发票管理 finds it', async ({ page }) => {
  await page.setViewportSize({ width: 1480, height: 900 });
  await login(page, 's2_op');
  await openFromMenu(page, '上传发票');
  const number = `${run}0000`;
  await page.getByRole('textbox', { name: '发票代码' }).fill('3200251130');
  await page.getByRole('textbox', { name: '发票号码' }).fill(number);
  await pickDate(page, page.getByRole('main'), '开票日期', [2025, 6, 10]);
  await page.getByRole('textbox', { name: '不含税金额' }).fill('1000.00');
  await page.getByRole('textbox', { name: '税额' }).fill('130.00');
  await page.getByRole('textbox', { name: '价税合计' }).fill('1130.01');
  await page.getByRole('textbox', { name: '购买方名称' }).fill(C1);
  await page.getByRole('textbox', { name: '购买方纳税人识别号' }).fill('91320300MA1XG0000F');
  await page.getByRole('textbox', { name: '销售方名称' }).fill('苏州示例钢材贸易有限公司');
  await page.getByRole('textbox', { name: '销售方纳税人识别号' }).fill('91320500MA1XC00122');
  await page.getByRole('button', { name: '保存并查验' }).click();
  // The shared rule says so next to the field before anything is sent.
  await expect(page.getByText('价税合计须等于不含税金额与税额之和')).toBeVisible();
  await page.getByRole('textbox', { name: '价税合计' }).fill('1130.00');
  await page.getByRole('button', { name: '保存并查验' }).click();
  const result = page.getByRole('status', { name: '查验结果' });
  await expect(result).toContainText('查验不通过：查无此票（NOT_FOUND）');
  await expect(result).toContainText('税务机关查无此票');
  await shoot(page, 'invoice-not-found');

  await page.setViewportSize({ width: 1480, height: 900 });
  await openFromMenu(page, '发票管理');
  await page.getByRole('textbox', { name: '发票号码/交易方' }).fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table', { name: '发票列表' }).getByRole('row', { name: new RegExp(number) })).toContainText('查验不通过：查无此票（NOT_FOUND）');
  await shoot(page, 'invoice-manage');
});

test('c1_op reaches 开立资料 from its home and is offered the credits C1 issued', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'c1_op');
  await openFromMenu(page, '开立资料');
  await page.getByRole('combobox', { name: '凭证' }).click();
  // CR4 (C1 → S1, 200,000.00) is one of them; the counterparty named is the receiver, the invoices' seller.
  await page
    .getByRole('option', { name: /200,000\.00元/ })
    .first()
    .click();
  await expect(page.getByText('交易对手：江苏示例精密锻造有限公司（发票的销售方）')).toBeVisible();
  await openFromMenu(page, '合同管理');
  await expect(page.getByRole('table', { name: '合同列表' }).getByRole('row', { name: /HT-2025-001/ })).toContainText('1,200,000.00');
  await shoot(page, 'contract-manage');
});
