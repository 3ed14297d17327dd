import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { as, choose, openArea, openFromMenu } from '../support/credits';
import { screenshotsAs } from '../support/screenshots';
import { addContract, addInvoice } from '../support/trade-data';
import { plugInRoleKey } from '../support/ukey';

// Issue 29 (domain-lines.md §17.2–§17.3, §13.8) as its users click it in 支付通: c1_op opens 融资签约申请 on F1's
// 支付通融资 and finds S3 there; s3_op finances the seeded VC2 (80,000.00, due 2025-09-30) in full at F1 under C1's
// commitment 协议付息 60 %, assembling its 融资资料 on the way, and reads the §17.3 figures (模式对比: 79,641.96 to
// S3, C1 pays 537.07 at maturity); s3_dir signs; f1_cm passes it on; f1_pm signs with the key and funds: S3's financing
// shows 已放款 with 79,641.96. The tests share one server and run in order.
test.describe.configure({ mode: 'serial' });

const F1 = '中国建设银行股份有限公司徐州分行';
const S3 = '宿迁示例五金加工厂';
const run = String(Date.now()).slice(-4);
const INVOICE = { exTax: '80000.00', tax: '10400.00', total: '90400.00' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const shoot = screenshotsAs('payment-voucher-finance');

/** Into 支付通 from the main navigation, then a page of its menu. */
async function openVoucher(page: Page, title: string): Promise<void> {
  await openArea(page, '支付通');
  await openFromMenu(page, title);
}

let appNo = '';

test('c1_op opens 支付通 融资签约申请: F1’s 支付通融资 lists S3 已生效; 核心企业融资查询 shows the VC2 commitment', async ({ page }) => {
  await as(page, 'c1_op', async () => {
    await openVoucher(page, '融资签约申请');
    await choose(page, '融资产品', /中国建设银行股份有限公司徐州分行 · 支付通融资/);
    await expect(page.getByRole('table', { name: '供应商' }).getByRole('row', { name: new RegExp(S3) })).toContainText('已生效');
    await shoot(page, 'signup-apply');
    await openFromMenu(page, '核心企业融资查询');
    await expect(page.getByRole('main')).toContainText('80,000.00');
    await shoot(page, 'core-query');
  });
});

test('s3_op finances VC2 in full at F1 under 协议付息 60 %: 模式对比 and the preview give 79,641.96', async ({ page }) => {
  test.setTimeout(150_000);
  await as(page, 's3_op', async () => {
    await openVoucher(page, '融资申请');
    const picker = page.getByRole('table', { name: '可融资凭证' });
    await picker.getByRole('row').filter({ hasText: '80,000.00' }).filter({ hasText: '2025-09-30' }).first().getByRole('checkbox').check();
    await expect(page.getByRole('textbox', { name: '融资金额' })).toHaveValue('80,000.00');
    await choose(page, '金融机构', F1);
    await choose(page, '收款账户', /32050161360000013001/);
    await page.getByRole('form', { name: '融资申请' }).getByRole('link', { name: '新增融资资料' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新增融资资料' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '凭证', exact: true })).toContainText('80,000.00元');
    await addContract(page, { no: `HT-VF-${run}`, name: '五金件供货合同（支付通融资）', fileName: '支付通融资合同.pdf', pdf: PDF });
    await addInvoice(page, `${run}3301`, INVOICE);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
    await page.getByRole('button', { name: '继续融资申请' }).click();

    await expect(page.getByRole('combobox', { name: '融资资料' })).toContainText(/发票1张/);
    const preview = page.getByRole('form', { name: '融资申请' });
    await expect(preview).toContainText('协议付息');
    await expect(preview).toContainText('79,641.96');
    const modes = page.getByRole('table', { name: '模式对比' });
    await expect(modes.getByRole('row').filter({ hasText: '协议付息' })).toContainText('79,641.96');
    await expect(modes.getByRole('row').filter({ hasText: '协议付息' })).toContainText('537.07');
    await shoot(page, 'apply');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('已提交融资申请，等待主管复核').first()).toBeVisible();
    await page.getByRole('tab', { name: '我的融资申请' }).click();
    const mine = page.getByRole('table', { name: '我的融资申请' }).getByRole('row').filter({ hasText: '80,000.00' }).filter({ hasText: '待主管复核' }).first();
    appNo = /FIN\d+/.exec((await mine.textContent()) ?? '')?.[0] ?? '';
    expect(appNo).toMatch(/^FIN20250616\d{6}$/);
    await shoot(page, 'mine');
  });
});

test('s3_dir signs it with …1301 in 融资审批', async ({ page }) => {
  await as(page, 's3_dir', async () => {
    await openVoucher(page, '融资审批');
    await page.getByRole('button', { name: appNo }).click();
    await expect(page.getByText('79,641.96').first()).toBeVisible();
    await shoot(page, 'approve');
    await page
      .getByRole('region', { name: `申请详情 ${appNo}` })
      .getByRole('button', { name: '同意' })
      .click();
    await plugInRoleKey();
    await page
      .getByRole('dialog', { name: /Ukey签名/ })
      .getByRole('button', { name: '确认签名' })
      .click();
    await expect(page.getByText(/已同意申请/).first()).toBeVisible();
  });
});

test('f1_cm passes it on; f1_pm signs and funds: 79,641.96 to S3, C1 bears 537.07', async ({ page }) => {
  await as(page, 'f1_cm', async () => {
    await openVoucher(page, '核心企业融资查询');
    await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: appNo }).click();
    await expect(page.getByRole('heading', { name: `融资申请 ${appNo}` })).toBeVisible();
    await expect(page.getByText('协议付息').first()).toBeVisible();
    await shoot(page, 'review');
    await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
    const pass = page.getByRole('dialog', { name: '通过' });
    await pass.getByRole('textbox', { name: '意见' }).fill('贸易资料审核通过');
    await pass.getByRole('button', { name: '通过' }).click();
    await expect(page.getByText('已通过，待产品经理审批').first()).toBeVisible();
  });
  await as(page, 'f1_pm', async () => {
    await openVoucher(page, '核心企业融资查询');
    await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: appNo }).click();
    await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '同意' }).click();
    await plugInRoleKey();
    await page
      .getByRole('dialog', { name: /Ukey签名/ })
      .getByRole('button', { name: '确认签名' })
      .click();
    await expect(page.getByText(`已同意申请${appNo}，待放款`).first()).toBeVisible();
    await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '放款' }).click();
    await page.getByRole('dialog', { name: '放款' }).getByRole('button', { name: '放款' }).click();
    await expect(page.getByText(`申请${appNo}已放款`).first()).toBeVisible();
    await expect(page.getByText('79,641.96').first()).toBeVisible();
    await expect(page.getByText('537.07').first()).toBeVisible();
    await shoot(page, 'funded');
  });
  await as(page, 's3_op', async () => {
    await openVoucher(page, '融资申请');
    await page.getByRole('tab', { name: '我的融资申请' }).click();
    const row = page.getByRole('table', { name: '我的融资申请' }).getByRole('row').filter({ hasText: appNo });
    await expect(row).toContainText(/已放款|已完成/);
    await row.getByRole('button', { name: appNo }).click();
    await expect(page.getByRole('heading', { name: `融资申请 ${appNo}` })).toBeVisible();
    await expect(page.getByText('79,641.96').first()).toBeVisible();
    await shoot(page, 'detail');
  });
});
