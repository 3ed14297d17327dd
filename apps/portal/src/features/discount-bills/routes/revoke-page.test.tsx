import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { NEW, bill, renderBills } from '../test/render-bills';
import { BabRevokePage } from './revoke-page';

const AT = '/discount/core/bab/revoke';

describe('撤票申请 (/discount/core/bab/revoke)', () => {
  it('lists accepted and refused packages; 撤票 sends the reason', async () => {
    const { user, sent } = renderBills(BabRevokePage, {
      at: AT,
      server: { 'bills.babs': [bill({ status: 'REFUSED' })], 'bills.revoke': issueDetail({ appNo: 'BRV20250616000001' }), 'bills.apps': [] },
    });
    const table = await screen.findByRole('table', { name: '可撤票的票据' });
    await waitFor(() => expect(within(table).getByText(NEW)).toBeInTheDocument());
    expect(sent('bills.babs')).toContainEqual({ statuses: ['ACCEPTED', 'REFUSED'] });
    const row = within(table).getByText(NEW).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('已拒收');
    await user.click(within(row).getByRole('button', { name: '撤票' }));
    const dialog = await screen.findByRole('dialog', { name: '撤票' });
    expect(dialog).toHaveTextContent('承兑手续费不予退还');
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '交易取消');
    await user.click(within(dialog).getByRole('button', { name: '撤票' }));
    await waitFor(() => expect(sent('bills.revoke')).toEqual([{ reason: '交易取消' }]));
    expect(await screen.findByText('已提交撤票申请，待主管复核')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderBills(BabRevokePage, {
      at: AT,
      server: { 'bills.babs': [bill()], 'bills.revoke': () => new ApiError('STATE_CONFLICT', '票据当前状态不允许此操作', 200), 'bills.apps': [] },
    });
    const table = await screen.findByRole('table', { name: '可撤票的票据' });
    await waitFor(() => expect(within(table).getByText(NEW)).toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: '撤票' }));
    const dialog = await screen.findByRole('dialog', { name: '撤票' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '交易取消');
    await user.click(within(dialog).getByRole('button', { name: '撤票' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('票据当前状态不允许此操作');
  });

  it('says when nothing can be revoked', async () => {
    renderBills(BabRevokePage, { at: AT, server: { 'bills.babs': [], 'bills.apps': [] } });
    expect(await screen.findByText('暂无可撤票的票据')).toBeInTheDocument();
  });
});
