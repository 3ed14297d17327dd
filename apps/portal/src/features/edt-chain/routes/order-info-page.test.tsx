import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { C1, S1, efaDetail, order, renderEdtChain } from '../test/render-edt-chain';
import { OrderInfoPage } from './order-info-page';

const AT = '/edt/chain/order/info?orderId=EO20250601000001';
const PREVIEW = { cap: '210000.00', days: 91, interest: '2017.17', fee: '210.00', disbursed: '209790.00' };
const CAP_ONLY = { cap: '210000.00', days: null, interest: null, fee: null, disbursed: null };
const preview = (input: { query?: { amount?: string } }) => (input.query?.amount ? PREVIEW : CAP_ONLY);

async function typeAmount(user: ReturnType<typeof renderEdtChain>['user'], value: string) {
  const amount = await screen.findByRole('textbox', { name: '融资金额' });
  await user.clear(amount);
  await user.type(amount, value);
}

describe('订单信息 (/edt/chain/order/info)', () => {
  it('shows PO-2025-001 as confirmed with its goods and 回款账户, and previews §19.6’s figures for 210,000.00 to 2025-09-15', async () => {
    const { user, sent } = renderEdtChain(OrderInfoPage, { at: AT, server: { 'edt.order': order(), 'edt.financePreview': preview } });
    expect(await screen.findByText('订单详情')).toBeInTheDocument();
    expect(screen.getByText('PO-2025-001')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '商品明细' })).toHaveTextContent('液压油缸');
    expect(screen.getByText(/32250198880000099001/)).toBeInTheDocument();
    expect(screen.getAllByText(/叁拾万元整/).length).toBeGreaterThan(0);
    const figures = await screen.findByRole('region', { name: '融资试算' });
    await waitFor(() => expect(within(figures).getByText('210,000.00元')).toBeInTheDocument());
    await typeAmount(user, '210000');
    await waitFor(() => expect(within(figures).getByText('2,017.17元')).toBeInTheDocument());
    expect(within(figures).getByText('210.00元')).toBeInTheDocument();
    expect(within(figures).getByText('209,790.00元')).toBeInTheDocument();
    expect(within(figures).getByText('91天')).toBeInTheDocument();
    expect(sent('edt.financePreview').at(-1)).toEqual({ amount: '210000.00', dueDate: '2025-09-15' });
  });

  it('submits 融资金额 and 融资到期日 for the order, then goes to 提交成功 with the application number', async () => {
    const { user, sent } = renderEdtChain(OrderInfoPage, {
      at: AT,
      server: { 'edt.order': order(), 'edt.financePreview': preview, 'edt.financeApply': efaDetail() },
    });
    await typeAmount(user, '210000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/order/success');
    expect(sent('edt.financeApply')).toEqual([
      { orderId: 'EO20250601000001', amount: '210000.00', dueDate: '2025-09-15', payMode: 'SELF', payee: null, contractIds: [], invoiceIds: [] },
    ]);
  });

  it('受托支付 names the payee, its account and purchase contract; a contract is picked as 融资资料', async () => {
    const contract = {
      contractId: 'K1',
      contractNo: 'HT-2025-201',
      name: '液压油缸采购合同',
      buyer: C1,
      seller: S1,
      amount: '300000.00',
      signDate: '2025-06-01',
      endDate: '2025-12-31',
      files: [],
      createdAt: 1_749_000_000_000,
    };
    const { user, sent } = renderEdtChain(OrderInfoPage, {
      at: AT,
      server: {
        'edt.order': order(),
        'edt.financePreview': preview,
        'edt.financeApply': efaDetail(),
        'tradeData.contractPage': { rows: [contract], total: 1 },
        'tradeData.invoicePage': { rows: [], total: 0 },
      },
    });
    await typeAmount(user, '210000');
    await user.click(screen.getByRole('radio', { name: '受托支付' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('受托支付须填写收款方、收款账号和采购合同编号')).toBeInTheDocument();
    expect(sent('edt.financeApply')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '收款方名称' }), '徐州示例配件有限公司');
    await user.type(screen.getByRole('textbox', { name: '收款账号' }), '32250198880000012001');
    await user.type(screen.getByRole('textbox', { name: '采购合同编号' }), 'CG-2025-018');
    await user.click(await screen.findByRole('checkbox', { name: 'HT-2025-201 液压油缸采购合同' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/order/success');
    expect(sent('edt.financeApply')).toEqual([
      {
        orderId: 'EO20250601000001',
        amount: '210000.00',
        dueDate: '2025-09-15',
        payMode: 'ENTRUSTED',
        payee: { name: '徐州示例配件有限公司', accountNo: '32250198880000012001', contractNo: 'CG-2025-018' },
        contractIds: ['K1'],
        invoiceIds: [],
      },
    ]);
  });

  it('shows the server’s refusal verbatim: 210,000.01 is above the order’s cap', async () => {
    const { user, sent } = renderEdtChain(OrderInfoPage, {
      at: AT,
      server: {
        'edt.order': order(),
        'edt.financePreview': preview,
        'edt.financeApply': () => new ApiError('LEDGER_RULE', '融资金额不能超过订单可融资上限210,000.00元', 200),
      },
    });
    await typeAmount(user, '210000.01');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：融资金额不能超过订单可融资上限210,000.00元');
    expect(sent('edt.financeApply')).toEqual([
      { orderId: 'EO20250601000001', amount: '210000.01', dueDate: '2025-09-15', payMode: 'SELF', payee: null, contractIds: [], invoiceIds: [] },
    ]);
  });

  it('checks the form with the contract’s schema before sending anything', async () => {
    const { user, sent } = renderEdtChain(OrderInfoPage, { at: AT, server: { 'edt.order': order(), 'edt.financePreview': preview } });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入融资金额')).toBeInTheDocument();
    expect(sent('edt.financeApply')).toEqual([]);
  });

  it('an unconfirmed order takes no financing and says why (§19.8)', async () => {
    renderEdtChain(OrderInfoPage, {
      at: AT,
      server: { 'edt.order': order({ orderNo: 'PO-2025-002', status: 'UNCONFIRMED', confirmedAmount: null, source: 'SUPPLIER_UPLOAD' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('不能申请融资：订单尚未确认，不能申请融资');
    expect(screen.queryByRole('form', { name: '申请融资' })).not.toBeInTheDocument();
    expect(screen.getByText('供应商上传')).toBeInTheDocument();
  });

  it('a failed read says so and offers 重试', async () => {
    renderEdtChain(OrderInfoPage, { at: AT, server: { 'edt.order': () => new ApiError('NOT_FOUND', '订单不存在', 404) } });
    expect(await screen.findByText(/订单不存在/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
