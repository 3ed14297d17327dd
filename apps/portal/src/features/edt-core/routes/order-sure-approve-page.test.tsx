import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { appRow } from '../../../lib/applications/test/credit-fixtures';
import { OrderSureApprovePage } from './order-sure-approve-page';
import { C1, EDT_ACCOUNT, S1, edtApplication, edtOrder, renderEdtPage } from '../test/render-edt-page';

const OCF = 'OCF20250616000001';
const CONFIRMING = edtOrder({ status: 'CONFIRMING', confirmedAmount: '150000.00', collectAccount: EDT_ACCOUNT, confirmAppNo: OCF });
const pending = edtApplication({ bizType: 'ORDER_CONFIRM', appNo: OCF, status: 'PENDING_REVIEW', amount: '150000.00', actions: ['APPROVE', 'RETURN'] });

const renderPage = (at: string, server: Parameters<typeof renderEdtPage>[1]['server']) =>
  renderEdtPage(OrderSureApprovePage, { at, role: 'ROLE_DIRECTOR', userName: 'c1_dir', server });

describe('订单确认审批 (/edt/core/order-sure-approve)', () => {
  it('lists the order confirmations waiting on the director, oldest first', async () => {
    const { sent } = renderPage('/edt/core/order-sure-approve', {
      'credit.applications': { rows: [appRow({ appNo: OCF, bizType: 'ORDER_CONFIRM', counterparty: S1, applicant: C1, status: 'PENDING_REVIEW' })], total: 1 },
    });
    const table = await screen.findByRole('table', { name: '待审批的订单确认申请' });
    expect(within(table).getByRole('row', { name: new RegExp(OCF) })).toHaveTextContent(S1.corpName);
    expect(sent('credit.applications')).toEqual([
      expect.objectContaining({ filters: { scope: 'review', bizType: 'ORDER_CONFIRM' }, sort: { field: 'createdAt', order: 'asc' } }),
    ]);
  });

  it('says so when nothing waits', async () => {
    renderPage('/edt/core/order-sure-approve', { 'credit.applications': { rows: [], total: 0 } });
    expect(await screen.findByText('暂无待审批的订单确认')).toBeInTheDocument();
  });

  it('shows what the purchase role confirmed and 同意 signs 《订单确认及回款账户确认书》 (CONTRACT_SIGN) with the key', async () => {
    const { user, sent } = renderPage(`/edt/core/order-sure-approve?appNo=${OCF}`, {
      'credit.application': pending,
      'edt.orders': [CONFIRMING],
      'credit.approve': { ...pending, status: 'COMPLETED', actions: [] },
    });
    expect(await screen.findByRole('heading', { name: '订单确认信息' })).toBeInTheDocument();
    expect(screen.getByText('确认金额').nextElementSibling).toHaveTextContent(/150,000\.00.*壹拾伍万元整/);
    expect(screen.getByText(`${EDT_ACCOUNT.accountNo} ${EDT_ACCOUNT.accountName}`)).toBeInTheDocument();
    expect(screen.getByText('2025-10-15')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '商品明细' })).getByText('齿轮锻坯')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const signing = await screen.findByRole('dialog', { name: /^Ukey签名/ });
    expect(within(signing).getAllByText(/订单确认及回款账户确认书/).length).toBeGreaterThan(0);
    await user.click(within(signing).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意申请${OCF}`)).toBeInTheDocument();
    expect(sent('credit.approve')).toEqual([expect.objectContaining({ certSerialNo: '1a0101', original: '文件：《订单确认及回款账户确认书》' })]);
  });

  it('退回 with 意见; a refusal stays in the dialog', async () => {
    const { user, sent } = renderPage(`/edt/core/order-sure-approve?appNo=${OCF}`, {
      'credit.application': pending,
      'edt.orders': [CONFIRMING],
      'credit.return': new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200),
    });
    await user.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回' });
    await user.type(within(dialog).getByRole('textbox', { name: /意见/ }), '确认金额有误');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByText(/当前状态不允许此操作，请刷新后重试/)).toBeInTheDocument();
    expect(sent('credit.return')).toEqual([{ comment: '确认金额有误' }]);
  });
});
