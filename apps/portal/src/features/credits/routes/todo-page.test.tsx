import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credit, creditDetail, todo } from '../../../lib/applications/test/credit-fixtures';
import { confirmWithOpinion } from '../../../lib/applications/test/opinion-dialog';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import TodoPage from './todo-page';

const SIGN_APP = creditDetail('SIGN', {
  status: 'PENDING_CP_APPROVAL',
  applicant: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
  credits: [{ credit: credit({ lockedBy: { appNo: 'SGN20250616000001', bizType: 'SIGN' } }), amount: '500000.00' }],
  amount: '500000.00',
  reason: '',
  actions: ['APPROVE', 'RETURN'],
});

describe('待办事项 (/credit/todo)', () => {
  it('the chain operator opens a 待签收 credit, reads it in full and 签收 it', async () => {
    const { user, sent } = renderCreditPage(TodoPage, {
      at: '/credit/todo',
      userName: 's1_op',
      server: { todos: { rows: [todo()], total: 1 }, credit: credit(), signFor: SIGN_APP },
    });
    const table = await screen.findByRole('table', { name: '待办事项' });
    expect(await within(table).findByText('待签收')).toBeInTheDocument();
    expect(within(table).getByText('500,000.00元')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '办理' }));

    const panel = await screen.findByRole('region', { name: '待签收凭证 XG2025061300000002' });
    expect(await within(panel).findByLabelText('凭证金额 500,000.00元（伍拾万元整）')).toBeInTheDocument();
    expect(within(panel).getByText('徐州示例重工起重机械有限公司')).toBeInTheDocument();
    expect(within(panel).getByText('2025-12-08')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '查看流转单' })).toHaveAttribute('href', '/cv3/credit/sign-html?creditNo=XG2025061300000002');

    await user.click(within(panel).getByRole('button', { name: '签收' }));
    const dialog = await screen.findByRole('dialog', { name: '签收' });
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('已签收，待主管复核')).toBeInTheDocument();
    expect(sent('signFor')).toEqual([{ decision: 'ACCEPT', comment: '' }]);
    expect(await screen.findByRole('table', { name: '待办事项' })).toBeInTheDocument();
  });

  it('拒签 needs 意见 (opened directly with ?creditNo=)', async () => {
    const { user, sent } = renderCreditPage(TodoPage, {
      at: '/credit/todo?creditNo=XG2025061300000002',
      userName: 's1_op',
      server: { credit: credit(), signFor: SIGN_APP },
    });
    await confirmWithOpinion(user, '拒签', '货物未到', () => sent('signFor'));
    expect(await screen.findByText('已拒签，待主管复核')).toBeInTheDocument();
    expect(sent('signFor')).toEqual([{ decision: 'REFUSE', comment: '货物未到' }]);
  });
});
