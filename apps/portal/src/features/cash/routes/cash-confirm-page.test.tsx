import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { financedLeaf, leaf } from '../test/cash-fixtures';
import { renderCashPage } from '../test/render-cash-page';
import CashConfirmPage from './cash-confirm-page';

const AT = '/credit/core/cash/cash-confirm';
const overdue = leaf({ creditNo: 'XG2025030100000002', dueDate: '2025-06-10', creditStatus: 'OVERDUE' });
const failed = financedLeaf({ creditStatus: 'CASHING', planNo: 'CSH20250616000001', lineStatus: 'FAILED' });

/** react-day-picker's zh-CN day label, e.g. 2025年6月13日星期五. */
const day = (name: RegExp) => within(screen.getByRole('dialog', { name: '日历' })).getByRole('button', { name });

describe('兑付确认 (/credit/core/cash/cash-confirm)', () => {
  it('lists the credits to confirm; 确认兑付 proposes a date up to the business date and the reference for the director to sign', async () => {
    const { user, sent } = renderCashPage(CashConfirmPage, {
      at: AT,
      server: {
        unpaid: [overdue, failed],
        confirm: creditDetail('RECYCLE', { bizType: 'CASH_CONFIRM', appNo: 'CCF20250616000001', status: 'PENDING_REVIEW' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '兑付确认' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '待确认兑付的凭证' });
    expect(within(table).getByRole('row', { name: /XG2025030100000002/ })).toHaveTextContent('逾期');
    expect(within(table).getByRole('row', { name: /XG2025031000000005/ })).toHaveTextContent('付款失败');

    await user.click(screen.getByRole('button', { name: `确认兑付 ${overdue.creditNo}` }));
    const dialog = await screen.findByRole('dialog', { name: '兑付确认' });
    expect(dialog).toHaveAccessibleDescription(
      `凭证${overdue.creditNo}，收款方江苏示例精密锻造有限公司，金额200000.00元，已于线下付款。提交后由主管使用Ukey签名审批后兑付。`,
    );
    const date = within(dialog).getByRole('combobox', { name: '付款日期' });
    await waitFor(() => expect(date).toHaveTextContent('2025-06-16'));
    // Without the reference nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByRole('textbox', { name: '付款流水号' })).toHaveAccessibleDescription(/请填写付款流水号/);
    expect(sent('confirm')).toEqual([]);

    await user.click(date);
    // The days after the business date cannot be picked.
    expect(day(/2025年6月17日/)).toBeDisabled();
    expect(day(/2025年6月16日/)).toBeEnabled();
    await user.click(day(/2025年6月13日/));
    expect(date).toHaveTextContent('2025-06-13');
    await user.type(within(dialog).getByRole('textbox', { name: '付款流水号' }), 'XX-778');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`凭证${overdue.creditNo}的兑付确认已提交，待主管审批`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '兑付确认' })).toBeNull());
    expect(sent('confirm')).toEqual([{ creditNo: overdue.creditNo, paidDate: '2025-06-13', reference: 'XX-778' }]);
    // The list is read again after the confirmation, and 我的兑付确认 shows the proposal at once (found in e2e).
    expect(sent('unpaid').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sent('applications').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server’s refusal in the dialog and keeps the input; 取消 closes without sending more', async () => {
    const { user, sent } = renderCashPage(CashConfirmPage, {
      at: AT,
      server: { unpaid: [failed], confirm: new ApiError('CASH_LINE_STATE', '该笔付款正在处理中，请稍后再试', 200) },
    });
    await user.click(await screen.findByRole('button', { name: `确认兑付 ${failed.creditNo}` }));
    const dialog = await screen.findByRole('dialog', { name: '兑付确认' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '付款日期' })).toHaveTextContent('2025-06-16'));
    await user.type(within(dialog).getByRole('textbox', { name: '付款流水号' }), 'LS-1');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('确认失败：该笔付款正在处理中，请稍后再试');
    expect(within(dialog).getByRole('textbox', { name: '付款流水号' })).toHaveValue('LS-1');
    expect(sent('confirm')).toEqual([{ creditNo: failed.creditNo, paidDate: '2025-06-16', reference: 'LS-1' }]);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '兑付确认' })).toBeNull());
    expect(sent('confirm')).toHaveLength(1);
  });

  it('nothing to confirm: the empty text and no buttons; a failed read offers 重试', async () => {
    renderCashPage(CashConfirmPage, { at: AT, server: { unpaid: [] } });
    const table = await screen.findByRole('table', { name: '待确认兑付的凭证' });
    expect(within(table).getByText('暂无需确认兑付的凭证')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^确认兑付/ })).toBeNull();

    let fail = true;
    const again = renderCashPage(CashConfirmPage, { at: AT, server: { unpaid: () => (fail ? new Error('服务繁忙') : [overdue]) } });
    expect(within(again.container).getByRole('status', { name: '正在加载待确认兑付的凭证' })).toBeInTheDocument();
    const alert = await within(again.container).findByRole('alert');
    expect(alert).toHaveTextContent('待确认兑付的凭证加载失败：服务繁忙');
    fail = false;
    await again.user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(again.container).findByRole('button', { name: `确认兑付 ${overdue.creditNo}` })).toBeInTheDocument();
  });
});
