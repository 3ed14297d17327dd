import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { axeViolations } from '../../../test/axe';
import { OrderInfoSurePage } from './order-info-sure-page';
import { edtAccess, edtApplication, edtOrder, financedOrder, renderEdtPage } from '../test/render-edt-page';

const AT = '/edt/core/order-info-sure';
const PO1 = edtOrder({ orderId: 'EO20250610000001', orderNo: 'PO-2025-001', status: 'CONFIRMED', confirmedAmount: '180000.00' });
const PO2 = edtOrder();

const renderPage = (server: Parameters<typeof renderEdtPage>[1]['server']) =>
  renderEdtPage(OrderInfoSurePage, { at: AT, role: 'ROLE_PURCHASE', userName: 'c1_purchase', server: { 'edt.accesses': [edtAccess()], ...server } });

describe('订单信息确认 (/edt/core/order-info-sure)', () => {
  it('lists the core’s orders 待确认 first, with the secondary facts stacked in their cells', async () => {
    renderPage({ 'edt.orders': [PO1, financedOrder(), PO2] });
    const table = await screen.findByRole('table', { name: '订单列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'PO-2025-002下单日期 2025-06-13',
      'PO-2025-001下单日期 2025-06-13',
      'PO-2025-003下单日期 2025-05-20',
    ]);
    expect(rows[0]).toHaveTextContent('待确认');
    expect(rows[0]).toHaveTextContent('供应商上传');
    expect(rows[2]).toHaveTextContent('350,000.00');
    expect(rows[2]).toHaveTextContent('回款账户 32050161360000011002');
    // 确认 and 拒绝 only on the order 待确认.
    expect(within(rows[0]!).getByRole('button', { name: '确认' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: '确认' })).toBeNull();
  });

  it('marks the list busy while the orders load', async () => {
    renderPage({ 'edt.orders': () => new Promise(() => undefined) });
    expect(await screen.findByRole('table', { name: '订单列表' })).toHaveAttribute('aria-busy', 'true');
  });

  it('has no axe violations on the list and the 确认 dialog', async () => {
    const { user, container } = renderPage({ 'edt.orders': [PO2, financedOrder()] });
    const table = await screen.findByRole('table', { name: '订单列表' });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(table).getByRole('button', { name: '确认' }));
    expect(await axeViolations(await screen.findByRole('dialog', { name: '确认订单' }))).toEqual([]);
  });

  it('says so when there is no order', async () => {
    renderPage({ 'edt.orders': [] });
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
  });

  it('shows a failed read with 重试', async () => {
    renderPage({ 'edt.orders': new ApiError('INTERNAL', '服务暂不可用', 500) });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('searches by 订单编号 and 状态 (the server’s keyword and status)', async () => {
    const { user, queries } = renderPage({ 'edt.orders': [PO2] });
    await screen.findByRole('table', { name: '订单列表' });
    await user.type(screen.getByRole('textbox', { name: '订单编号' }), 'PO-2025-002');
    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByRole('option', { name: '待确认' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries('edt.orders')).toContainEqual({ status: 'UNCONFIRMED', keyword: 'PO-2025-002' }));
  });

  it('confirms PO-2025-002 with 确认金额, 约定付款日 and the supplier’s 回款专户 (→ 待主管审批)', async () => {
    const { user, sent } = renderPage({ 'edt.orders': [PO2], 'edt.orderConfirm': edtApplication({ bizType: 'ORDER_CONFIRM', appNo: 'OCF20250616000001' }) });
    const table = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(table).getByRole('button', { name: '确认' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    // Above the order: refused before anything is sent.
    const amount = within(dialog).getByRole('textbox', { name: /确认金额/ });
    await user.clear(amount);
    await user.type(amount, '180000.01');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('确认金额不能超过订单金额')).toBeInTheDocument();
    expect(sent('edt.orderConfirm')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '150000');
    expect(within(dialog).getByRole('combobox', { name: /回款账户/ })).toHaveTextContent('32050161360000011002');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('订单PO-2025-002已确认，待主管审批')).toBeInTheDocument();
    expect(sent('edt.orderConfirm')).toEqual([{ confirmedAmount: '150000.00', paymentDate: '2025-10-15', collectAccountId: 'A-S1-EDT' }]);
  });

  it('shows the server’s refusal verbatim in the dialog, what was entered kept', async () => {
    const { user } = renderPage({
      'edt.orders': [PO2],
      'edt.orderConfirm': new ApiError('BUSINESS_RULE', '回款账户须为贵企业在该资金方开立的e订通回款专户', 200),
    });
    const table = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(table).getByRole('button', { name: '确认' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText(/回款账户须为贵企业在该资金方开立的e订通回款专户/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /确认金额/ })).toHaveValue('180,000.00');
  });

  it('names no 回款账户 when the supplier has none bound, and asks for one', async () => {
    const { user, sent } = renderPage({ 'edt.orders': [PO2], 'edt.accesses': [edtAccess({ collectAccount: null })] });
    const table = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(table).getByRole('button', { name: '确认' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByText('该供应商尚未绑定e订通回款专户')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请选择回款账户')).toBeInTheDocument();
    expect(sent('edt.orderConfirm')).toEqual([]);
  });

  it('rejects an order with its reason', async () => {
    const { user, sent } = renderPage({ 'edt.orders': [PO2], 'edt.orderReject': { ...PO2, status: 'REJECTED' } });
    const table = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(table).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝订单' });
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /拒绝原因/ }), '订单已取消');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('订单PO-2025-002已拒绝')).toBeInTheDocument();
    expect(sent('edt.orderReject')).toEqual([{ reason: '订单已取消' }]);
  });

  it('opens an order with its 商品明细 and 数据来源, and 确认 from there', async () => {
    const { user } = renderPage({ 'edt.orders': [PO2] });
    const table = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(table).getByRole('button', { name: 'PO-2025-002' }));
    expect(await screen.findByRole('heading', { name: '订单详情 PO-2025-002' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: '商品明细' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['品名', '规格', '数量', '单价', '金额']);
    expect(within(items).getByRole('row', { name: /齿轮锻坯/ })).toHaveTextContent('齿轮锻坯20CrMnTi1200150.00元180,000.00元');
    expect(screen.getByText('数据来源')).toBeInTheDocument();
    expect(screen.getByText('供应商上传')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('dialog', { name: '确认订单' })).toBeInTheDocument();
  });

  it('opens an order named by the link even when the list does not hold it', async () => {
    const { sent } = renderEdtPage(OrderInfoSurePage, {
      at: `${AT}?orderId=${PO2.orderId}`,
      role: 'ROLE_PURCHASE',
      userName: 'c1_purchase',
      server: { 'edt.accesses': [], 'edt.orders': [], 'edt.order': PO2 },
    });
    expect(await screen.findByRole('heading', { name: '订单详情 PO-2025-002' })).toBeInTheDocument();
    expect(sent('edt.order')).toEqual([`/v1/edt/orders/${PO2.orderId}`]);
  });
});
