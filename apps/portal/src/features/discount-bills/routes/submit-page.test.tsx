import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import { describe, expect, it } from 'vitest';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { BAB1_DETAIL, BAB2, NEW, appRow, bill, renderBills } from '../test/render-bills';
import { BabSubmitPage } from './submit-page';

const AT = '/discount/core/bab/submit';

describe('提示收票 (/discount/core/bab/submit)', () => {
  it('the operator selects accepted packages and 提示收票 sends them; a package under review is not offered', async () => {
    const { user, sent } = renderBills(BabSubmitPage, {
      at: AT,
      server: {
        'bills.babs': [bill(), bill({ packageNo: BAB2, openAppNo: 'BPS20250616000009' })],
        'bills.deliver': [issueDetail({ appNo: 'BPS20250616000001' })],
        'bills.apps': [],
      },
    });
    const table = await screen.findByRole('table', { name: '已承兑待交付的票据' });
    await waitFor(() => expect(within(table).getByText(NEW)).toBeInTheDocument());
    expect(within(table).queryByText(BAB2)).not.toBeInTheDocument();
    expect(within(table).getByText(/200,000.00/)).toBeInTheDocument();
    expect(sent('bills.babs')).toContainEqual({ statuses: ['ACCEPTED'] });
    const submit = screen.getByRole('button', { name: '提示收票' });
    expect(submit).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${NEW}` }));
    await user.click(submit);
    await waitFor(() => expect(sent('bills.deliver')).toEqual([{ packageNos: [NEW] }]));
    expect(await screen.findByText('已提交1笔提示收票申请，待主管复核')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderBills(BabSubmitPage, {
      at: AT,
      server: { 'bills.babs': [bill()], 'bills.deliver': () => new ApiError('LEDGER_RULE', DISCOUNT_REFUSALS.occupied, 200), 'bills.apps': [] },
    });
    const table = await screen.findByRole('table', { name: '已承兑待交付的票据' });
    await waitFor(() => expect(within(table).getByText(NEW)).toBeInTheDocument());
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${NEW}` }));
    await user.click(screen.getByRole('button', { name: '提示收票' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`提示收票失败：${DISCOUNT_REFUSALS.occupied}`);
  });

  it('says when nothing is waiting', async () => {
    renderBills(BabSubmitPage, { at: AT, server: { 'bills.babs': [], 'bills.apps': [] } });
    expect(await screen.findByText('暂无已承兑待交付的票据')).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderBills(BabSubmitPage, { at: AT, server: { 'bills.babs': () => new ApiError('E', '服务暂不可用', 500), 'bills.apps': [] } });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });

  it('the director’s queue: the open 提示收票 of its corporation; 审批 opens the application', async () => {
    const { user, sent } = renderBills(BabSubmitPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: {
        'bills.apps': [appRow()],
        'bills.detail': { ...BAB1_DETAIL, bill: bill({ status: 'ACCEPTED' }) },
        'credit.application': issueDetail({ appNo: 'BPS20250616000001', bizType: 'BAB_DELIVER', productType: 'DISCOUNT', amount: '200000.00' }),
      },
    });
    const table = await screen.findByRole('table', { name: '待复核的提示收票' });
    await waitFor(() => expect(within(table).getByText('BPS20250616000001')).toBeInTheDocument());
    expect(sent('bills.apps')).toContainEqual({ bizType: 'BAB_DELIVER', openOnly: true });
    await user.click(within(table).getByRole('button', { name: '审批' }));
    expect(await screen.findByText('申请详情 BPS20250616000001')).toBeInTheDocument();
    expect(await screen.findByText('是否可分包')).toBeInTheDocument();
  });
});
