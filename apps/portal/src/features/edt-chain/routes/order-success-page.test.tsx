import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEdtChain } from '../test/render-edt-chain';
import { OrderSuccessPage } from './order-success-page';

describe('提交成功 (/edt/chain/order/success)', () => {
  it('shows the application number, the next steps and the ways back', async () => {
    const { user } = renderEdtChain(OrderSuccessPage, { at: '/edt/chain/order/success?appNo=EFA20250616000002&orderNo=PO-2025-001', server: {} });
    expect(await screen.findByText('融资申请EFA20250616000002已提交')).toBeInTheDocument();
    expect(screen.getByText(/订单PO-2025-001的融资申请已提交.*主管复核并签名同意/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看融资申请' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/order/index');
  });
});
