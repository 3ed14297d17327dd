import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { axeViolations } from '../../../test/axe';
import { credit, fakeTradeData, invoice, summary } from '../test/fake-trade-data';
import PackageCreatePage from './package-create-page';
import PackageListPage from './package-list-page';
import SuccessPage from './success-page';
import UploadInvoicePage from './upload-invoice-page';

const auth = testAuth({ role: 'ROLE_OPERATOR', userName: 's2_op' });

describe('上传发票 (finance-data/upload/invoice)', () => {
  it('says a wrong 价税合计 next to the field before sending, then shows 查验不通过 with its reason after saving', async () => {
    const fake = fakeTradeData();
    const { user } = renderScreen(UploadInvoicePage, { at: '/credit/finance-data/upload/invoice', client: fake.client, auth });
    await user.type(await screen.findByRole('textbox', { name: '发票代码' }), '3200251130');
    await user.type(screen.getByRole('textbox', { name: '发票号码' }), '12340000');
    await user.click(screen.getByRole('combobox', { name: '开票日期' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '日历' }))
        .getAllByRole('gridcell')[10]!
        .querySelector('button')!,
    );
    await user.type(screen.getByRole('textbox', { name: '不含税金额' }), '100');
    await user.type(screen.getByRole('textbox', { name: '税额' }), '13');
    await user.type(screen.getByRole('textbox', { name: '价税合计' }), '114');
    await user.type(screen.getByRole('textbox', { name: '购买方名称' }), '徐州示例重工集团有限公司');
    await user.type(screen.getByRole('textbox', { name: '购买方纳税人识别号' }), '91320300MA1XG0000F');
    await user.type(screen.getByRole('textbox', { name: '销售方名称' }), '苏州示例钢材贸易有限公司');
    await user.type(screen.getByRole('textbox', { name: '销售方纳税人识别号' }), '91320500MA1XC00122');
    await user.click(screen.getByRole('button', { name: '保存并查验' }));
    expect(await screen.findByText('价税合计须等于不含税金额与税额之和')).toBeInTheDocument();
    expect(fake.on.tradeData.createInvoice).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: '价税合计' }));
    await user.type(screen.getByRole('textbox', { name: '价税合计' }), '113');
    await user.click(screen.getByRole('button', { name: '保存并查验' }));
    const result = await screen.findByRole('status', { name: '查验结果' });
    expect(result).toHaveTextContent('查验不通过：查无此票（NOT_FOUND）');
    expect(result).toHaveTextContent('税务机关记录核对：不通过，税务机关查无此票');
    expect(fake.on.tradeData.createInvoice.mock.calls[0]?.[0]).toMatchObject({ body: { number: '12340000', total: '113.00', type: 'VAT_SPECIAL' } });
  });

  it('asks for no code on a 数电票 and 20 digits for its number', async () => {
    const fake = fakeTradeData();
    const { user } = renderScreen(UploadInvoicePage, { at: '/credit/finance-data/upload/invoice', client: fake.client, auth });
    await user.click(await screen.findByRole('combobox', { name: '发票类型' }));
    await user.click(screen.getByRole('option', { name: '数电票' }));
    expect(screen.getByRole('textbox', { name: '发票代码' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '发票号码' }), '12345678');
    await user.click(screen.getByRole('button', { name: '保存并查验' }));
    expect(await screen.findByText('数电票发票号码应为20位数字')).toBeInTheDocument();
  });

  // Issue 28 item 4: an empty date read 日期格式应为YYYY-MM-DD and an empty amount 请输入正确的金额，最多两位小数.
  it('says what is missing for an empty date, amount and tax number, not that its format is wrong', async () => {
    const fake = fakeTradeData();
    const { user } = renderScreen(UploadInvoicePage, { at: '/credit/finance-data/upload/invoice', client: fake.client, auth });
    await user.click(await screen.findByRole('button', { name: '保存并查验' }));
    await screen.findByText('请输入税额');
    const said = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(said).toEqual(
      expect.arrayContaining(['请选择开票日期', '请输入不含税金额', '请输入税额', '请输入价税合计', '请输入购买方纳税人识别号', '请输入销售方纳税人识别号']),
    );
    expect(said).not.toContain('日期格式应为YYYY-MM-DD');
    expect(said.filter((m) => m?.startsWith('请输入正确的金额'))).toEqual([]);
    expect(fake.on.tradeData.createInvoice).not.toHaveBeenCalled();
  });
});

describe('上传资料 (finance-data/upload/default)', () => {
  it('lists the packages with their figures and opens one; a core operator is offered 新增开立资料', async () => {
    const fake = fakeTradeData({ packages: [summary(), summary({ packageNo: 'TD20250616000002', status: 'DRAFT', verdict: 'PENDING', occupyTotal: '0.00' })] });
    const { user, router } = renderScreen(PackageListPage, { at: '/credit/finance-data/upload/default', client: fake.client, auth });
    const table = await screen.findByRole('table', { name: '融资资料列表' });
    const row = await within(table).findByRole('row', { name: /TD20250616000001/ });
    expect(row).toHaveTextContent('213,000.00');
    expect(row).toHaveTextContent('审核通过');
    expect(within(table).getByRole('row', { name: /TD20250616000002/ })).toHaveTextContent('待提交');
    expect(fake.on.tradeData.packagePage).toHaveBeenCalledWith({ body: { page: 1, size: 10, filters: { productType: 'CREDIT' } } });
    // The fixtures' corporation is a core: it backs credits it issued.
    expect(screen.getByRole('button', { name: '新增开立资料' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(router.state.location.search).toBe('?packageNo=TD20250616000001'));
    expect(router.state.location.pathname).toBe('/credit/finance-data/detail');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('新增融资资料 (finance-data/create/finance)', () => {
  it('adds a verified invoice with 本次占用金额, refuses more than it may occupy next to the field, and submits', async () => {
    const fake = fakeTradeData({ invoices: [invoice()] });
    const { user, router } = renderScreen(PackageCreatePage, { at: '/credit/finance-data/create/finance', client: fake.client, auth });
    await user.click(await screen.findByRole('combobox', { name: '凭证' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(credit.creditNo) }));
    expect(screen.getByText(`交易对手：${credit.counterpartyName}（发票的购买方）`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '选择已查验发票' }));
    await user.click(await screen.findByRole('option', { name: /12341234/ }));
    await user.click(screen.getByRole('button', { name: '添加发票' }));
    const row = within(screen.getByRole('table', { name: '发票' })).getByRole('row', { name: /12341234/ });
    expect(row).toHaveTextContent('查验通过');
    const occupy = screen.getByRole('textbox', { name: '发票12341234本次占用金额' });
    await user.clear(occupy);
    await user.type(occupy, '200000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('不能超过可占用金额113,000.00元')).toBeInTheDocument();
    expect(fake.on.tradeData.createPackage).not.toHaveBeenCalled();
    await user.clear(occupy);
    await user.type(occupy, '100000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/finance-data/success'));
    expect(fake.on.tradeData.createPackage.mock.calls[0]?.[0]).toMatchObject({
      body: {
        purpose: 'FINANCE',
        productType: 'CREDIT',
        creditNos: [credit.creditNo],
        invoices: [{ invoiceId: 'IV00000001', occupyAmount: expect.stringMatching(/^100000(\.00)?$/) }],
        submit: true,
      },
    });
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const fake = fakeTradeData({ invoices: [invoice()] });
    const { user } = renderScreen(PackageCreatePage, { at: '/credit/finance-data/create/finance', client: fake.client, auth });
    await user.click(await screen.findByRole('combobox', { name: '凭证' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(credit.creditNo) }));
    await user.click(screen.getByRole('combobox', { name: '选择已查验发票' }));
    await user.click(await screen.findByRole('option', { name: /12341234/ }));
    await user.click(screen.getByRole('button', { name: '添加发票' }));
    const occupy = screen.getByRole('textbox', { name: '发票12341234本次占用金额' });
    await user.clear(occupy);
    await user.type(occupy, '1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(/发票12341234的本次占用金额超过可占用金额（可占用0\.00元）/)).toHaveTextContent('提交失败');
    // Sent again, it is the same operation: the same Idempotency-Key (a lost answer must not make two packages).
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(fake.on.tradeData.createPackage).toHaveBeenCalledTimes(2));
    const keys = fake.client.call.mock.calls.filter(([e]) => e.path.endsWith('/packages')).map(([, , o]) => (o as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

// Issue 28 item 6: reached from 融资申请, the package form starts on that credit and leads back to the form.
describe('新增融资资料 on the way from 融资申请', () => {
  const draft = { picked: [{ creditNo: credit.creditNo }], amount: '250000.00', fiCorpId: 'F1' };
  const trip = { returnTrip: { path: '/credit/chain/finance/apply', label: '继续融资申请', draft } };

  it('starts on the credit chosen there, and 提交成功 carries the way back', async () => {
    const fake = fakeTradeData({ invoices: [invoice()] });
    const { user, router } = renderScreen(PackageCreatePage, {
      at: `/credit/finance-data/create/finance?creditNo=${credit.creditNo}`,
      state: trip,
      client: fake.client,
      auth,
    });
    expect(await screen.findByText(`交易对手：${credit.counterpartyName}（发票的购买方）`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '选择已查验发票' }));
    await user.click(await screen.findByRole('option', { name: /12341234/ }));
    await user.click(screen.getByRole('button', { name: '添加发票' }));
    const occupy = screen.getByRole('textbox', { name: '发票12341234本次占用金额' });
    await user.clear(occupy);
    await user.type(occupy, '100000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/finance-data/success'));
    expect(router.state.location.state).toEqual(trip);
    expect(fake.on.tradeData.createPackage.mock.calls[0]?.[0]).toMatchObject({ body: { creditNos: [credit.creditNo], submit: true } });
  });

  it('取消 goes back to 融资申请 with its draft', async () => {
    const fake = fakeTradeData();
    const { user, router } = renderScreen(PackageCreatePage, { at: '/credit/finance-data/create/finance', state: trip, client: fake.client, auth });
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/chain/finance/apply'));
    expect(router.state.location.state).toEqual({ draft });
  });

  it('提交成功 offers 继续融资申请 first: back to the form with its draft and the new package', async () => {
    const fake = fakeTradeData();
    const { user, router } = renderScreen(SuccessPage, {
      at: '/credit/finance-data/success?packageNo=PKG20250616000007',
      state: trip,
      client: fake.client,
      auth,
    });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['继续融资申请', '查看详情', '返回列表']);
    await user.click(screen.getByRole('button', { name: '继续融资申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/chain/finance/apply'));
    expect(router.state.location.search).toBe('?packageNo=PKG20250616000007');
    expect(router.state.location.state).toEqual({ draft });
  });

  it('提交成功 reached without the trip shows no 继续融资申请', () => {
    const fake = fakeTradeData();
    renderScreen(SuccessPage, { at: '/credit/finance-data/success?packageNo=PKG20250616000007', client: fake.client, auth });
    expect(screen.queryByRole('button', { name: '继续融资申请' })).toBeNull();
  });

  it('a finance package submitted from 上传资料 leads on to a new 融资申请', async () => {
    const fake = fakeTradeData({ invoices: [invoice()] });
    const { user, router } = renderScreen(PackageCreatePage, { at: '/credit/finance-data/create/finance', client: fake.client, auth });
    await user.click(await screen.findByRole('combobox', { name: '凭证' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(credit.creditNo) }));
    await user.click(screen.getByRole('combobox', { name: '选择已查验发票' }));
    await user.click(await screen.findByRole('option', { name: /12341234/ }));
    await user.click(screen.getByRole('button', { name: '添加发票' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/finance-data/success'));
    expect(router.state.location.state).toEqual({ returnTrip: { path: '/credit/chain/finance/apply', label: '继续融资申请' } });
  });
});
