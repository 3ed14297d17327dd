import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { FinanceIndexPage } from '../../features/abs-finance-data/routes';
import { C1, coreOperator, fakeAbsFinanceData, supplierOperator } from '../../features/abs-finance-data/test/fake-abs-finance-data';
import { UploadDocumentPage, UploadInvoicePage } from '../../features/trade-data/routes';
import { renderScreen } from '../../test/render-screen';
import { SCREENS } from './abs-finance-data';

describe('the ABS融资资料 routes (app/screens/abs-finance-data.ts)', () => {
  it('registers the eight pages, the uploads being the trade-data screens', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      ['index/finance', 'create', 'upload/auth', 'upload/contract', 'upload/invoice', 'upload/other', 'detail', 'success']
        .map((p) => `/abs/finance-data/${p}`)
        .sort(),
    );
    expect((await SCREENS['/abs/finance-data/upload/invoice']!()).default).toBe(UploadInvoicePage);
    expect((await SCREENS['/abs/finance-data/upload/auth']!()).default).toBe(UploadDocumentPage);
    expect((await SCREENS['/abs/finance-data/index/finance']!()).default).toBe(FinanceIndexPage);
  });
});

describe('上传发票 on the ABS path (/abs/finance-data/upload/invoice)', () => {
  async function fillInvoice(user: ReturnType<typeof renderScreen>['user'], number: string) {
    await user.type(await screen.findByRole('textbox', { name: '发票代码' }), '3200251130');
    await user.type(screen.getByRole('textbox', { name: '发票号码' }), number);
    await user.click(screen.getByRole('combobox', { name: '开票日期' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '日历' }))
        .getAllByRole('gridcell')[10]!
        .querySelector('button')!,
    );
    await user.type(screen.getByRole('textbox', { name: '不含税金额' }), '100000');
    await user.type(screen.getByRole('textbox', { name: '税额' }), '13000');
    await user.type(screen.getByRole('textbox', { name: '价税合计' }), '113000');
    await user.type(screen.getByRole('textbox', { name: '购买方名称' }), C1.corpName);
    await user.type(screen.getByRole('textbox', { name: '购买方纳税人识别号' }), '91320300MA1XG0000F');
    await user.type(screen.getByRole('textbox', { name: '销售方名称' }), '江苏示例精密锻造有限公司');
    await user.type(screen.getByRole('textbox', { name: '销售方纳税人识别号' }), '91320300MA1XC0011L');
    await user.click(screen.getByRole('button', { name: '保存并查验' }));
  }

  it('saves and verifies the core’s invoice, which ABS融资资料 then lists', async () => {
    const fake = fakeAbsFinanceData();
    const upload = renderScreen(UploadInvoicePage, { at: '/abs/finance-data/upload/invoice', client: fake.client, auth: coreOperator() });
    await fillInvoice(upload.user, '56781234');
    expect(await screen.findByRole('status', { name: '查验结果' })).toHaveTextContent('查验通过');
    expect(fake.on.tradeData.createInvoice.mock.calls[0]?.[0]).toMatchObject({
      body: { number: '56781234', total: '113000.00', buyerTaxNo: '91320300MA1XG0000F', sellerTaxNo: '91320300MA1XC0011L' },
    });
    upload.unmount();
    renderScreen(FinanceIndexPage, { at: '/abs/finance-data/index/finance?tab=invoices', client: fake.client, auth: coreOperator() });
    const row = await within(await screen.findByRole('table', { name: '发票列表' })).findByRole('row', { name: /56781234/ });
    expect(row).toHaveTextContent('查验通过');
  });

  it('shows the server’s refusal', async () => {
    const fake = fakeAbsFinanceData();
    fake.on.tradeData.createInvoice.mockImplementation(async () => {
      throw new ApiError('TRADE_DATA_RULE', '发票的购买方或销售方须为本企业（徐州示例重工集团有限公司）', 200);
    });
    const { user } = renderScreen(UploadInvoicePage, { at: '/abs/finance-data/upload/invoice', client: fake.client, auth: coreOperator() });
    await fillInvoice(user, '56781234');
    expect(await screen.findByText(/发票的购买方或销售方须为本企业（徐州示例重工集团有限公司）/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '查验结果' })).not.toBeInTheDocument();
  });

  it('上传授权资料 is the document upload of the 授权资料 kind', async () => {
    renderScreen(UploadDocumentPage, { at: '/abs/finance-data/upload/auth', client: fakeAbsFinanceData().client, auth: supplierOperator() });
    expect(await screen.findByRole('form', { name: '上传授权资料' })).toBeInTheDocument();
  });
});
