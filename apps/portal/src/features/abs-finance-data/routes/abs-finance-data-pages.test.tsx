import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { renderScreen } from '../../../test/render-screen';
import { C1, ap1, contract, coreOperator, fakeAbsFinanceData, invoice, supplierOperator } from '../test/fake-abs-finance-data';
import { CreatePage, DetailPage, FinanceIndexPage, SuccessPage } from '.';

const INDEX = '/abs/finance-data/index/finance';

describe('ABS融资资料 (/abs/finance-data/index/finance)', () => {
  it('lists the core operator’s 应付账款 with the creditor and opens a payable’s 资料', async () => {
    const fake = fakeAbsFinanceData({ receivables: [ap1()] });
    const { user, router } = renderScreen(FinanceIndexPage, { at: INDEX, client: fake.client, auth: coreOperator() });
    const table = await screen.findByRole('table', { name: '应付账款列表' });
    const row = await within(table).findByRole('row', { name: /ABR20250610000001/ });
    expect(row).toHaveTextContent('合同编号：HT-ABS-2025-001');
    expect(row).toHaveTextContent('江苏示例精密锻造有限公司');
    expect(row).toHaveTextContent('500,000.00元');
    expect(row).toHaveTextContent('已确权');
    expect(fake.on.abs.payables).toHaveBeenCalledWith({ body: { page: 1, size: 10, filters: {} } });
    expect(fake.on.abs.receivables).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: '查看资料' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/finance-data/detail');
    expect(router.state.location.search).toBe('?receivableNo=ABR20250610000001');
  });

  it('lists the supplier operator’s 应收账款 with the debtor, and searches by number', async () => {
    const fake = fakeAbsFinanceData({ receivables: [ap1()] });
    const { user } = renderScreen(FinanceIndexPage, { at: INDEX, client: fake.client, auth: supplierOperator() });
    const row = await within(await screen.findByRole('table', { name: '应收账款列表' })).findByRole('row', { name: /ABR20250610000001/ });
    expect(row).toHaveTextContent(C1.corpName);
    await user.type(screen.getByRole('textbox', { name: '应收账款编号/合同编号' }), 'HT-ABS');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(fake.on.abs.receivables).toHaveBeenLastCalledWith({ body: { page: 1, size: 10, filters: { keyword: 'HT-ABS' } } });
    expect(fake.on.abs.payables).not.toHaveBeenCalled();
  });

  it('is busy while the list loads, then says when there is none', async () => {
    renderScreen(FinanceIndexPage, { at: INDEX, client: fakeAbsFinanceData().client, auth: coreOperator() });
    expect(screen.getByRole('table', { name: '应付账款列表' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('暂无应付账款')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '应付账款列表' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the server’s refusal of the list', async () => {
    const fake = fakeAbsFinanceData({ fail: new ApiError('FORBIDDEN', '您没有访问该功能的权限', 403) });
    renderScreen(FinanceIndexPage, { at: INDEX, client: fake.client, auth: coreOperator() });
    expect(await screen.findByText(/您没有访问该功能的权限/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('lists the uploaded invoices with their 查验 verdict on 发票', async () => {
    const fake = fakeAbsFinanceData({ invoices: [invoice({ number: '56781234' })] });
    const { user } = renderScreen(FinanceIndexPage, { at: INDEX, client: fake.client, auth: coreOperator() });
    await user.click(await screen.findByRole('tab', { name: '发票' }));
    const row = await within(await screen.findByRole('table', { name: '发票列表' })).findByRole('row', { name: /56781234/ });
    expect(row).toHaveTextContent('查验通过');
    expect(row).toHaveTextContent('113,000.00');
    expect(fake.on.tradeData.invoicePage).toHaveBeenCalledWith({ body: { page: 1, size: 10, sort: { field: 'issueDate', order: 'desc' }, filters: {} } });
  });

  it('leads to 上传发票 and 新增ABS资料', async () => {
    const { user } = renderScreen(FinanceIndexPage, { at: INDEX, client: fakeAbsFinanceData().client, auth: coreOperator() });
    await user.click(within(await screen.findByRole('group', { name: '上传ABS资料' })).getByRole('button', { name: '上传发票' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/finance-data/upload/invoice');
  });

  it('新增ABS资料 opens the create page', async () => {
    const { user } = renderScreen(FinanceIndexPage, { at: INDEX, client: fakeAbsFinanceData().client, auth: coreOperator() });
    await user.click(await screen.findByRole('button', { name: '新增ABS资料' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/finance-data/create');
  });
});

describe('新增ABS资料, ABS资料详情 and 提交成功', () => {
  it('新增ABS资料 tells the core what backs a payable, lists its uploads and 完成 leads to 提交成功', async () => {
    const fake = fakeAbsFinanceData({ invoices: [invoice()] });
    const { user } = renderScreen(CreatePage, { at: '/abs/finance-data/create', client: fake.client, auth: coreOperator() });
    expect(await screen.findByText(/查验通过的发票可在应付账款登记中选用/)).toBeInTheDocument();
    expect(await within(await screen.findByRole('table', { name: '发票列表' })).findByRole('row', { name: /12341234/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/finance-data/success');
  });

  it('ABS资料详情 shows the receivable with its amount in words and the contract it names', async () => {
    const fake = fakeAbsFinanceData({
      receivables: [ap1()],
      contracts: [contract(), contract({ contractId: 'K2', contractNo: 'HT-ABS-2025-002', name: '其他合同' })],
    });
    renderScreen(DetailPage, { at: '/abs/finance-data/detail?receivableNo=ABR20250610000001', client: fake.client, auth: supplierOperator() });
    const facts = await screen.findByRole('heading', { name: '应收账款信息' });
    expect(facts.parentElement).toHaveTextContent('ABR20250610000001');
    expect(facts.parentElement).toHaveTextContent('伍拾万元整');
    expect(facts.parentElement).toHaveTextContent('2025-12-12');
    const named = await screen.findByRole('table', { name: '合同' });
    expect(await within(named).findByRole('row', { name: /锻件采购合同/ })).toBeInTheDocument();
    expect(named).not.toHaveTextContent('其他合同');
    expect(fake.on.abs.receivables).toHaveBeenCalledWith({ body: { page: 1, size: 10, filters: { keyword: 'ABR20250610000001' } } });
  });

  it('ABS资料详情 says when the receivable is not the caller’s', async () => {
    renderScreen(DetailPage, { at: '/abs/finance-data/detail?receivableNo=ABR20250610000009', client: fakeAbsFinanceData().client, auth: coreOperator() });
    expect(await screen.findByText('未找到应付账款ABR20250610000009')).toBeInTheDocument();
  });

  it('提交成功 leads the core to 应付账款登记 and the supplier to ABS转让申请', async () => {
    const core = renderScreen(SuccessPage, { at: '/abs/finance-data/success', client: fakeAbsFinanceData().client, auth: coreOperator() });
    await core.user.click(await screen.findByRole('button', { name: '去登记应付账款' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/core/issue/payable');
    core.unmount();
    const chain = renderScreen(SuccessPage, { at: '/abs/finance-data/success', client: fakeAbsFinanceData().client, auth: supplierOperator() });
    await chain.user.click(await screen.findByRole('button', { name: '去申请转让' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/apply');
  });
});
