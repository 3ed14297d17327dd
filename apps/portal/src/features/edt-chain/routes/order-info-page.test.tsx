import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { efaDetail, order, renderEdtChain } from '../test/render-edt-chain';
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
    expect(sent('edt.financeApply')).toEqual([{ orderId: 'EO20250601000001', amount: '210000.00', dueDate: '2025-09-15' }]);
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
    expect(sent('edt.financeApply')).toEqual([{ orderId: 'EO20250601000001', amount: '210000.01', dueDate: '2025-09-15' }]);
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
