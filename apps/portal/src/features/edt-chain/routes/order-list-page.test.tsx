import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { efaDetail, efaRow, finance, order, renderEdtChain } from '../test/render-edt-chain';
import { OrderListPage } from './order-list-page';

const AT = '/edt/chain/order/index';
const ORDERS = [
  order(),
  order({ orderId: 'EO20250613000002', orderNo: 'PO-2025-002', status: 'UNCONFIRMED', source: 'SUPPLIER_UPLOAD', confirmedAmount: null, amount: '180000.00' }),
  order({
    orderId: 'EO20250516000003',
    orderNo: 'PO-2025-003',
    status: 'FINANCED',
    amount: '500000.00',
    confirmedAmount: '500000.00',
    financedAmount: '350000.00',
    financingBalance: '350000.00',
  }),
  order({ orderId: 'EO20250601000004', orderNo: 'PO-2025-004', status: 'FINANCING', amount: '250000.00', confirmedAmount: '250000.00' }),
];
const LOANED = finance({
  appNo: 'EFA20250516000009',
  orderNo: 'PO-2025-003',
  amount: '350000.00',
  loan: {
    loanNo: 'LN20250516000001',
    principal: '350000.00',
    fee: '350.00',
    disbursed: '349650.00',
    valueDate: '2025-05-16',
    dueDate: '2025-08-15',
    status: 'OPEN',
    repaidPrincipal: '0.00',
  },
});

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('订单列表 (/edt/chain/order/index), the supplier’s operator', () => {
  it('lists the orders with §19.4’s states, 确认金额 and 融资余额 under their main figure; 申请融资 only where a financing can be asked', async () => {
    const { user } = renderEdtChain(OrderListPage, {
      at: AT,
      server: { 'edt.orders': ORDERS, 'edt.finances': [], 'credit.applications': { rows: [], total: 0 } },
    });
    const table = await screen.findByRole('table', { name: '订单' });
    await waitFor(() => expect(within(table).getByText('PO-2025-001')).toBeInTheDocument());
    const po1 = rowOf(table, 'PO-2025-001');
    expect(po1).toHaveTextContent('已确认');
    expect(po1).toHaveTextContent('数据来源：核心企业推送');
    expect(po1).toHaveTextContent('确认 300,000.00元');
    expect(rowOf(table, 'PO-2025-002')).toHaveTextContent('待确认');
    expect(rowOf(table, 'PO-2025-002')).toHaveTextContent('数据来源：供应商上传');
    expect(rowOf(table, 'PO-2025-003')).toHaveTextContent('余额 350,000.00元');
    expect(within(rowOf(table, 'PO-2025-002')).queryByRole('button', { name: '申请融资' })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'PO-2025-004')).queryByRole('button', { name: '申请融资' })).not.toBeInTheDocument();
    await user.click(within(po1).getByRole('button', { name: '申请融资' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/order/info');
  });

  it('searches by 订单编号 and 订单状态 on the server', async () => {
    const { user, sent } = renderEdtChain(OrderListPage, {
      at: AT,
      server: { 'edt.orders': [], 'edt.finances': [], 'credit.applications': { rows: [], total: 0 } },
    });
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '订单编号' }), 'PO-2025-001');
    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByRole('option', { name: '已确认' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(sent('edt.orders')).toContainEqual({ keyword: 'PO-2025-001', status: 'CONFIRMED' }));
  });

  it('says when the orders cannot be read', async () => {
    renderEdtChain(OrderListPage, {
      at: AT,
      server: {
        'edt.orders': () => new ApiError('E', '未开通e订通业务或未获得业务权限', 403),
        'edt.finances': [],
        'credit.applications': { rows: [], total: 0 },
      },
    });
    expect(await screen.findByText(/未开通e订通业务或未获得业务权限/)).toBeInTheDocument();
  });

  it('融资: each financing with its step in §19.5’s words, or its loan once funded', async () => {
    const { user } = renderEdtChain(OrderListPage, {
      at: AT,
      server: {
        'edt.orders': ORDERS,
        'edt.finances': [finance({ status: 'PENDING_FI' }), LOANED],
      },
    });
    await user.click(await screen.findByRole('tab', { name: '融资' }));
    const table = await screen.findByRole('table', { name: '融资' });
    await waitFor(() => expect(rowOf(table, 'EFA20250616000001')).toHaveTextContent('待金融机构审核'));
    expect(rowOf(table, 'EFA20250616000001')).toHaveTextContent('175,000.00元');
    expect(rowOf(table, 'EFA20250516000009')).toHaveTextContent('已放款（未结清）');
    expect(rowOf(table, 'EFA20250516000009')).toHaveTextContent('LN20250516000001');
    expect(screen.queryByRole('tab', { name: '待我审批' })).not.toBeInTheDocument();
  });
  it('a number opens the application; the operator withdraws a returned one with 撤销申请', async () => {
    const { user, sent } = renderEdtChain(OrderListPage, {
      at: `${AT}?tab=finance`,
      server: {
        'edt.orders': ORDERS,
        'edt.finances': [finance({ appNo: 'EFA20250616000002', orderNo: 'PO-2025-001', amount: '210000.00', status: 'RETURNED' })],
        'credit.application': efaDetail({ status: 'RETURNED', actions: ['CANCEL'], comment: '金额有误' }),
        'credit.cancel': efaDetail({ status: 'CANCELLED', actions: [] }),
      },
    });
    const table = await screen.findByRole('table', { name: '融资' });
    await waitFor(() => expect(rowOf(table, 'EFA20250616000002')).toHaveTextContent('已退回'));
    await user.click(within(table).getByRole('button', { name: 'EFA20250616000002' }));
    expect(await screen.findByRole('heading', { name: '申请详情 EFA20250616000002' })).toBeInTheDocument();
    expect(screen.getByText('金额有误')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤销申请' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByText('已撤销申请')).toBeInTheDocument();
    expect(sent('credit.cancel')).toEqual(['/v1/applications/EFA20250616000002/cancel']);
  });
});

describe('订单列表, the supplier’s director', () => {
  const review = (detail = efaDetail({ actions: ['APPROVE', 'RETURN', 'REJECT'] })) => ({
    'edt.orders': ORDERS,
    'edt.finances': [finance({ appNo: 'EFA20250616000002', orderNo: 'PO-2025-001', amount: '210000.00', dueDate: '2025-09-15' })],
    'credit.applications': { rows: [efaRow()], total: 1 },
    'credit.application': detail,
    'credit.approve': efaDetail({ status: detail.status === 'PLAN_OFFERED' ? 'PENDING_FINAL' : 'PENDING_FI', actions: [] }),
    'credit.return': efaDetail({ status: 'RETURNED', actions: [] }),
    'credit.reject': efaDetail({ status: 'CANCELLED', actions: [] }),
  });

  it('opens the application waiting on it and signs 同意 over ORDER_LOAN_APPLY_ASSEMBLE_EXIST', async () => {
    const { user, sent } = renderEdtChain(OrderListPage, { at: AT, role: 'ROLE_DIRECTOR', server: review() });
    const queue = await screen.findByRole('table', { name: '待我审批' });
    await waitFor(() => expect(within(queue).getByText('EFA20250616000002')).toBeInTheDocument());
    expect(rowOf(queue, 'EFA20250616000002')).toHaveTextContent('待复核');
    await user.click(within(queue).getByRole('button', { name: '审批' }));
    expect(await screen.findByRole('heading', { name: '申请详情 EFA20250616000002' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('PO-2025-001')).toBeInTheDocument());
    expect(screen.getByText('自主支付')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('订单融资申请');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请EFA20250616000002，待金融机构审核')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('订单编号：PO-2025-001') });
  });

  it('a funded loan: the director reads the 提前还款 figures and signs ADVANCED_PAYMENT over the loan number', async () => {
    const repay = {
      loanNo: 'LN20250516000001',
      orderNo: 'PO-2025-003',
      kind: 'ADVANCED_PAYMENT' as const,
      repayDate: '2025-06-16',
      interestDays: 31,
      overdueDays: 0,
      principal: '350000.00',
      interest: '1145.28',
      penalty: '0.00',
      prepaymentFee: '0.00',
      total: '351145.28',
      payAccount: { accountId: 'A-S1-SETTLE', accountNo: '32250198880000011001', accountName: '徐州示例精密机械有限公司' },
    };
    const { user, sent } = renderEdtChain(OrderListPage, {
      at: `${AT}?appNo=EFA20250516000009`,
      role: 'ROLE_DIRECTOR',
      server: {
        ...review(efaDetail({ appNo: 'EFA20250516000009', status: 'COMPLETED', actions: [] })),
        'edt.finances': [LOANED],
        'edt.repayPreview': repay,
        'edt.repay': repay,
      },
    });
    const part = await screen.findByRole('region', { name: '提前还款' });
    expect(part).toHaveTextContent('351,145.28');
    expect(part).toHaveTextContent('31天');
    await user.click(within(part).getByRole('button', { name: '确认提前还款' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('提前还款确认');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('借据LN20250516000001已提前还款，已结清')).toBeInTheDocument();
    expect(sent('edt.repay')[0]).toMatchObject({ original: expect.stringContaining('借据编号：LN20250516000001') });
  });

  it('退回 sends the 意见', async () => {
    const { user, sent } = renderEdtChain(OrderListPage, { at: `${AT}?appNo=EFA20250616000002`, role: 'ROLE_DIRECTOR', server: review() });
    await user.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '金额有误');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await screen.findByText('申请EFA20250616000002已退回')).toBeInTheDocument();
    expect(sent('credit.return')).toEqual([{ comment: '金额有误' }]);
  });

  it('on the bank’s plan: 接受方案 signs ORDER_LOAN_APPLY_ASSEMBLE_EDIT', async () => {
    const planned = efaDetail({ status: 'PLAN_OFFERED', actions: ['APPROVE', 'REJECT'] });
    const server = {
      ...review(planned),
      'edt.finances': [finance({ appNo: 'EFA20250616000002', amount: '210000.00', plan: { amount: '100000.00', annualRate: '4.00%', dueDate: '2025-09-15' } })],
    };
    const { user, sent } = renderEdtChain(OrderListPage, { at: `${AT}?appNo=EFA20250616000002`, role: 'ROLE_DIRECTOR', server });
    expect(await screen.findByRole('heading', { name: '融资方案' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '接受方案' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('批准金额100,000.00元');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已接受融资方案，申请EFA20250616000002待终审')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('融资方案') });
  });

  it('on the bank’s plan: 放弃 needs one of §19.5’s reasons and sends it', async () => {
    const { user, sent } = renderEdtChain(OrderListPage, {
      at: `${AT}?appNo=EFA20250616000002`,
      role: 'ROLE_DIRECTOR',
      server: review(efaDetail({ status: 'PLAN_OFFERED', actions: ['APPROVE', 'REJECT'] })),
    });
    await user.click(await screen.findByRole('button', { name: '放弃' }));
    const dialog = await screen.findByRole('dialog', { name: '放弃' });
    await user.click(within(dialog).getByRole('button', { name: '放弃' }));
    expect(await within(dialog).findByText('请选择放弃原因')).toBeInTheDocument();
    expect(sent('credit.reject')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: '融资成本太高' }));
    await user.click(within(dialog).getByRole('button', { name: '放弃' }));
    expect(await screen.findByText('已放弃融资方案，申请EFA20250616000002已撤销')).toBeInTheDocument();
    expect(sent('credit.reject')).toEqual([{ comment: '融资成本太高' }]);
  });

  it('a refusal of 放弃 stays in the dialog in the server’s words', async () => {
    const { user } = renderEdtChain(OrderListPage, {
      at: `${AT}?appNo=EFA20250616000002`,
      role: 'ROLE_DIRECTOR',
      server: {
        ...review(efaDetail({ status: 'PLAN_OFFERED', actions: ['APPROVE', 'REJECT'] })),
        'credit.reject': () => new ApiError('LEDGER_STATE', '申请状态已变化，请刷新后重试', 200),
      },
    });
    await user.click(await screen.findByRole('button', { name: '放弃' }));
    const dialog = await screen.findByRole('dialog', { name: '放弃' });
    await user.click(within(dialog).getByRole('radio', { name: '无资金需求' }));
    await user.click(within(dialog).getByRole('button', { name: '放弃' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('申请状态已变化，请刷新后重试');
  });
});
