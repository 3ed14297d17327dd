import { expect, type Page } from '@playwright/test';
import { choose } from './credits';
import { pickDate } from './date-picker';

const C1 = '徐州示例重工集团有限公司';

/**
 * 新增发票 on the package form: a VAT invoice of code 3200251130 issued 2025-06-10 with these amounts, saved and verified
 * (保存并查验). The parties come from the credit: S2 sells, C1 (the issuer of S2's credits, the first hop) buys.
 */
export async function addInvoice(page: Page, number: string, amounts: { exTax: string; tax: string; total: string }): Promise<void> {
  await page.getByRole('button', { name: '新增发票', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票' });
  await dialog.getByRole('textbox', { name: '发票代码' }).fill('3200251130');
  await dialog.getByRole('textbox', { name: '发票号码' }).fill(number);
  await pickDate(page, dialog, '开票日期', [2025, 6, 10]);
  await dialog.getByRole('textbox', { name: '不含税金额' }).fill(amounts.exTax);
  await dialog.getByRole('textbox', { name: '税额' }).fill(amounts.tax);
  await dialog.getByRole('textbox', { name: '价税合计' }).fill(amounts.total);
  await expect(dialog.getByRole('textbox', { name: '购买方名称' })).toHaveValue(C1);
  await dialog.getByRole('button', { name: '保存并查验' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`发票${number}已保存，查验通过`)).toBeVisible();
}

/** 新增合同 on the package form: C1 buys for 600,000.00, signed 2025-06-02, due 2025-06-30, with one PDF; saved. */
export async function addContract(page: Page, contract: { no: string; name: string; fileName: string; pdf: Buffer }): Promise<void> {
  await page.getByRole('button', { name: '新增合同', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增合同' });
  await dialog.getByRole('textbox', { name: '合同编号' }).fill(contract.no);
  await dialog.getByRole('textbox', { name: '合同名称' }).fill(contract.name);
  await choose(page, '买方', C1);
  await dialog.getByRole('textbox', { name: '合同金额' }).fill('600000.00');
  await pickDate(page, dialog, '签订日期', [2025, 6, 2]);
  await pickDate(page, dialog, '到期日期', [2025, 6, 30]);
  await dialog.locator('input[type=file]').first().setInputFiles({ name: contract.fileName, mimeType: 'application/pdf', buffer: contract.pdf });
  await expect(dialog.getByText(contract.fileName)).toBeVisible();
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();
}
