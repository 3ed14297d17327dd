import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { BAB2, C1, S2, appRow, bill, renderBills } from '../test/render-bills';
import { BillReceivePage } from './receive-page';

const AT = '/discount/chain/bill/receive';
const BAB2_BILL = bill({ packageNo: BAB2, payee: S2, amount: '500000.00', issueDate: '2025-06-12', dueDate: '2025-12-12', status: 'PENDING_RECEIVE' });

async function rowOf() {
  const table = await screen.findByRole('table', { name: '待签收的票据' });
  await waitFor(() => expect(within(table).getByText(BAB2)).toBeInTheDocument());
  return within(table).getByText(BAB2).closest('tr') as HTMLElement;
}

describe('票据签收 (/discount/chain/bill/receive)', () => {
  it('the payee’s operator 签收 a delivered package (意见 optional): a BAB_RECEIVE for its director', async () => {
    const { user, sent } = renderBills(BillReceivePage, {
      at: AT,
      server: { 'bills.toReceive': [BAB2_BILL], 'bills.receive': issueDetail({ appNo: 'BRC20250616000001' }), 'bills.apps': [] },
    });
    const row = await rowOf();
    expect(row).toHaveTextContent(C1.corpName);
    expect(row).toHaveTextContent('500,000.00');
    await user.click(within(row).getByRole('button', { name: '签收' }));
    const dialog = await screen.findByRole('dialog', { name: '签收' });
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    await waitFor(() => expect(sent('bills.receive')).toEqual([{ decision: 'ACCEPT', comment: '' }]));
    expect(await screen.findByText('已提交签收，待主管复核')).toBeInTheDocument();
  });

  it('拒收 needs 意见, and shows the server’s refusal in the dialog', async () => {
    const { user, sent } = renderBills(BillReceivePage, {
      at: AT,
      server: {
        'bills.toReceive': [BAB2_BILL],
        'bills.receive': () => new ApiError('LEDGER_RULE', '票据已被其他申请占用', 200),
        'bills.apps': [],
      },
    });
    const row = await rowOf();
    await user.click(within(row).getByRole('button', { name: '拒收' }));
    const dialog = await screen.findByRole('dialog', { name: '拒收' });
    await user.click(within(dialog).getByRole('button', { name: '拒收' }));
    expect(await within(dialog).findByText('请填写意见')).toBeInTheDocument();
    expect(sent('bills.receive')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '与合同金额不符');
    await user.click(within(dialog).getByRole('button', { name: '拒收' }));
    await waitFor(() => expect(sent('bills.receive')).toEqual([{ decision: 'REFUSE', comment: '与合同金额不符' }]));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('票据已被其他申请占用');
  });

  it('a package under review offers no decision', async () => {
    renderBills(BillReceivePage, { at: AT, server: { 'bills.toReceive': [{ ...BAB2_BILL, openAppNo: 'BRC20250616000001' }], 'bills.apps': [] } });
    const row = await rowOf();
    expect(within(row).getByRole('button', { name: '复核中' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: '签收' })).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    renderBills(BillReceivePage, { at: AT, server: { 'bills.toReceive': [], 'bills.apps': [] } });
    expect(await screen.findByText('暂无待签收的票据')).toBeInTheDocument();
  });

  it('the director’s queue shows the decision and its 意见', async () => {
    const { sent } = renderBills(BillReceivePage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { 'bills.apps': [appRow({ appNo: 'BRC20250616000001', bizType: 'BAB_RECEIVE', packageNo: BAB2, decision: 'REFUSE', remark: '与合同金额不符' })] },
    });
    const table = await screen.findByRole('table', { name: '待复核的票据签收' });
    await waitFor(() => expect(within(table).getByText('拒收：与合同金额不符')).toBeInTheDocument());
    expect(sent('bills.apps')).toContainEqual({ bizType: 'BAB_RECEIVE', openOnly: true });
  });
});
