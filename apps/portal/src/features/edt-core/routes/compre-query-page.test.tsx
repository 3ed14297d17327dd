import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { axeViolations } from '../../../test/axe';
import type { EdtCollection } from '@scf/api/contract';
import { appRow } from '../../../lib/applications/test/credit-fixtures';
import { CompreQueryPage } from './compre-query-page';
import { F1, S1, edtApplication, edtFinance, edtOrder, financedOrder, renderEdtPage } from '../test/render-edt-page';

const AT = '/edt/core/compre-query';
const EFA = 'EFA20250616000001';
const LOAN = {
  loanNo: 'LN20250516000001',
  principal: '350000.00',
  fee: '350.00',
  disbursed: '349650.00',
  valueDate: '2025-05-16',
  dueDate: '2025-08-15',
  status: 'OPEN' as const,
  repaidPrincipal: '0.00',
};
const COLLECTION: EdtCollection = {
  orderId: 'EO20250520000003',
  orderNo: 'PO-2025-003',
  businessDate: '2025-06-16',
  credited: '400000.00',
  penalty: '0.00',
  interest: '1143.33',
  principal: '350000.00',
  released: '48856.67',
};
const NONE = { rows: [], total: 0 };
const efa = (status: 'PENDING_FI' | 'PENDING_FINAL' | 'PENDING_FUNDING') =>
  edtApplication({ bizType: 'EDT_FINANCE', appNo: EFA, status, amount: '210000.00', applicant: S1, counterparty: F1, actions: [] });

const core = (server: Parameters<typeof renderEdtPage>[1]['server'], demoTools = true) =>
  renderEdtPage(CompreQueryPage, {
    at: AT,
    role: 'ROLE_PURCHASE',
    userName: 'c1_purchase',
    demoTools,
    server: { 'edt.orders': [edtOrder(), financedOrder()], 'edt.finances': [], 'edt.collections': [], 'credit.applications': NONE, ...server },
  });
const bank = (role: 'ROLE_CLIENT_MANAGER' | 'ROLE_PRODUCT_MANAGER', at: string, server: Parameters<typeof renderEdtPage>[1]['server']) =>
  renderEdtPage(CompreQueryPage, {
    at,
    role,
    userName: role === 'ROLE_CLIENT_MANAGER' ? 'f1_cm' : 'f1_pm',
    server: { 'edt.orders': [financedOrder()], 'edt.finances': [edtFinance()], 'edt.collections': [], 'credit.applications': NONE, ...server },
  });

describe('订单综合查询 (/edt/core/compre-query): the core', () => {
  it('has the tabs 订单, 融资 and 回款 (no 待我审批) with the §19.8 columns', async () => {
    const { user } = core({
      'edt.finances': [
        edtFinance({ orderNo: 'PO-2025-003', appNo: 'EFA20250516000001', amount: '350000.00', loan: LOAN }),
        edtFinance({ status: 'PENDING_FI' }),
      ],
      'edt.collections': [COLLECTION],
    });
    const tabs = await screen.findByRole('tablist', { name: '订单综合查询' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['订单', '融资', '回款']);
    const orders = await screen.findByRole('table', { name: '订单列表' });
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['订单编号', '供应商', '订单金额', '约定付款日', '已融资金额', '订单状态', '操作']);

    await user.click(within(tabs).getByRole('tab', { name: '融资' }));
    const finances = await screen.findByRole('table', { name: '融资列表' });
    expect(
      within(finances)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['申请编号', '供应商', '融资金额', '放款日', '状态', '借据号']);
    const funded = within(finances).getByRole('row', { name: /EFA20250516000001/ });
    expect(funded).toHaveTextContent('订单编号 PO-2025-003');
    expect(funded).toHaveTextContent('350,000.00');
    expect(funded).toHaveTextContent('到期日 2025-08-15');
    expect(funded).toHaveTextContent('已放款（未结清）');
    expect(funded).toHaveTextContent('LN20250516000001');
    // Before the loan, the application's step in §19.5's words (the core reads it too).
    expect(within(finances).getByRole('row', { name: new RegExp(EFA) })).toHaveTextContent('待金融机构审核');

    await user.click(within(tabs).getByRole('tab', { name: '回款' }));
    const collections = await screen.findByRole('table', { name: '回款列表' });
    expect(
      within(collections)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['到账时间', '订单编号', '到账金额', '扣收本金', '扣收利息', '扣收罚息', '释放金额']);
    expect(within(collections).getByRole('row', { name: /PO-2025-003/ })).toHaveTextContent(
      '2025-06-16PO-2025-003400,000.00元350,000.00元1,143.33元0.00元48,856.67元',
    );
  });

  it('模拟来账 on a financed order shows the waterfall: 扣收罚息, 扣收利息, 扣收本金, 释放金额', async () => {
    const { user, sent } = core({ 'edt.collect': COLLECTION });
    const orders = await screen.findByRole('table', { name: '订单列表' });
    // Only an order whose 回款专户 takes a payment offers it.
    expect(within(within(orders).getByRole('row', { name: /PO-2025-002/ })).queryByRole('button', { name: '模拟来账' })).toBeNull();
    await user.click(within(within(orders).getByRole('row', { name: /PO-2025-003/ })).getByRole('button', { name: '模拟来账' }));
    const dialog = await screen.findByRole('dialog', { name: '模拟来账' });
    expect(within(dialog).getByRole('textbox', { name: '到账日期' })).toHaveValue('2025-06-16');
    const amount = within(dialog).getByRole('textbox', { name: /来账金额/ });
    await user.clear(amount);
    await user.type(amount, '400000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const result = await within(dialog).findByRole('heading', { name: '扣收结果' });
    expect(result.parentElement).toHaveTextContent('扣收罚息0.00元');
    expect(result.parentElement).toHaveTextContent('扣收利息1,143.33元');
    expect(result.parentElement).toHaveTextContent('扣收本金350,000.00元');
    expect(result.parentElement).toHaveTextContent('释放金额48,856.67元');
    expect(sent('edt.collect')).toEqual([{ amount: '400000.00' }]);
  });

  it('shows a refused 模拟来账 in the dialog', async () => {
    const { user } = core({ 'edt.collect': new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200) });
    const orders = await screen.findByRole('table', { name: '订单列表' });
    await user.click(within(within(orders).getByRole('row', { name: /PO-2025-003/ })).getByRole('button', { name: '模拟来账' }));
    const dialog = await screen.findByRole('dialog', { name: '模拟来账' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/当前状态不允许此操作，请刷新后重试/)).toBeInTheDocument();
  });

  it('says so when a tab is empty, shows a failed read, and has no axe violations', async () => {
    const { user, container } = core({ 'edt.orders': [], 'edt.collections': new ApiError('INTERNAL', '服务暂不可用', 500) });
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '融资' }));
    expect(await screen.findByText('暂无融资')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '回款' }));
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('offers no 模拟来账 outside the demo', async () => {
    core({}, false);
    const orders = await screen.findByRole('table', { name: '订单列表' });
    expect(within(orders).queryByRole('button', { name: '模拟来账' })).toBeNull();
  });
});

describe('订单综合查询: the bank’s staff and 待我审批', () => {
  it('opens on 待我审批 with the financings waiting on the client manager; the bank reads the orders of its financings', async () => {
    const { user, sent } = bank('ROLE_CLIENT_MANAGER', AT, {
      'credit.applications': { rows: [appRow({ appNo: EFA, bizType: 'EDT_FINANCE', applicant: S1, counterparty: F1, status: 'PENDING_FI' })], total: 1 },
    });
    const tabs = await screen.findByRole('tablist', { name: '订单综合查询' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['待我审批', '订单', '融资', '回款']);
    const queue = await screen.findByRole('table', { name: '待我审批的融资申请' });
    expect(within(queue).getByRole('row', { name: new RegExp(EFA) })).toBeInTheDocument();
    expect(sent('credit.applications')).toContainEqual(expect.objectContaining({ filters: { scope: 'review', bizType: 'EDT_FINANCE' } }));
    await user.click(within(tabs).getByRole('tab', { name: '订单' }));
    const orders = await screen.findByRole('table', { name: '订单列表' });
    expect(within(orders).getByRole('row', { name: /PO-2025-003/ })).toBeInTheDocument();
    expect(within(orders).queryByRole('button', { name: '模拟来账' })).toBeNull();
  });

  it('the client manager 审核通过 with an optional 意见, or 拒绝 with one', async () => {
    const { user, sent } = bank('ROLE_CLIENT_MANAGER', `${AT}?appNo=${EFA}`, {
      'credit.application': efa('PENDING_FI'),
      'edt.financePass': efa('PENDING_FINAL'),
      'edt.financeReject': new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200),
    });
    expect(await screen.findByRole('heading', { name: '融资信息' })).toBeInTheDocument();
    expect(screen.getByText('PO-2025-001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '拒绝' }));
    const refuse = await screen.findByRole('dialog', { name: '拒绝' });
    await user.type(within(refuse).getByRole('textbox', { name: /意见/ }), '订单背景存疑');
    await user.click(within(refuse).getByRole('button', { name: '拒绝' }));
    expect(await within(refuse).findByText(/当前状态不允许此操作，请刷新后重试/)).toBeInTheDocument();
    expect(sent('edt.financeReject')).toEqual([{ comment: '订单背景存疑' }]);
    await user.click(within(refuse).getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('button', { name: '审核通过' }));
    const pass = await screen.findByRole('dialog', { name: '审核通过' });
    await user.click(within(pass).getByRole('button', { name: '审核通过' }));
    expect(await screen.findByText('已审核通过，待终审')).toBeInTheDocument();
    expect(sent('edt.financePass')).toEqual([{ comment: '' }]);
  });

  it('the product manager 出具融资方案 (批准金额 ≤ applied, 年利率, 到期日)', async () => {
    const { user, sent } = bank('ROLE_PRODUCT_MANAGER', `${AT}?appNo=${EFA}`, {
      'credit.application': efa('PENDING_FINAL'),
      'edt.financePlan': efa('PENDING_FINAL'),
    });
    await user.click(await screen.findByRole('button', { name: '出具融资方案' }));
    const dialog = await screen.findByRole('dialog', { name: '出具融资方案' });
    const amount = within(dialog).getByRole('textbox', { name: /批准金额/ });
    await user.clear(amount);
    await user.type(amount, '210000.01');
    await user.click(within(dialog).getByRole('button', { name: '出具方案' }));
    expect(await within(dialog).findByText('批准金额不能超过申请金额')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200000');
    const rate = within(dialog).getByRole('textbox', { name: /年利率/ });
    await user.clear(rate);
    await user.type(rate, '3.5');
    await user.click(within(dialog).getByRole('button', { name: '出具方案' }));
    expect(await screen.findByText('已出具融资方案，待供应商确认')).toBeInTheDocument();
    expect(sent('edt.financePlan')).toEqual([{ amount: '200000.00', annualRate: '3.50%', dueDate: '2025-09-15' }]);
  });

  it('the product manager 按申请审批, signing ORDER_LOAN_APPLY_FINAL_APPROVE with the key', async () => {
    const { user, sent } = bank('ROLE_PRODUCT_MANAGER', `${AT}?appNo=${EFA}`, {
      'credit.application': efa('PENDING_FINAL'),
      'edt.financeFinalApprove': efa('PENDING_FUNDING'),
    });
    await user.click(await screen.findByRole('button', { name: '按申请审批' }));
    const signing = await screen.findByRole('dialog', { name: /^Ukey签名/ });
    await user.click(within(signing).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已按申请审批${EFA}，待放款`)).toBeInTheDocument();
    expect(sent('edt.financeFinalApprove')).toEqual([expect.objectContaining({ certSerialNo: '1a0101' })]);
  });

  it('the product manager 放款; a refusal is shown as the server words it', async () => {
    const { user, sent } = bank('ROLE_PRODUCT_MANAGER', `${AT}?appNo=${EFA}`, {
      'credit.application': efa('PENDING_FUNDING'),
      'edt.financeFund': new ApiError('BUSINESS_RULE', '放款账户或收款账户不存在', 200),
    });
    await user.click(await screen.findByRole('button', { name: '放款' }));
    expect(await screen.findByText(/放款账户或收款账户不存在/)).toBeInTheDocument();
    await waitFor(() => expect(sent('edt.financeFund')).toEqual([`/v1/edt/finances/${EFA}/fund`]));
    // The client manager has no button at this step.
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });
});
