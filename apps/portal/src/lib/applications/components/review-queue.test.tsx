import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRow, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import RecycleApprovePage from './recycle-approve-page';
import WithdrawReviewPage from './withdraw-review-page';

describe('开立撤回复核 and 回收审批', () => {
  it('开立撤回复核: the credits and the reason, 同意 signs the application’s original', async () => {
    const detail = creditDetail('WITHDRAW', { actions: ['APPROVE', 'RETURN', 'REJECT'] });
    const { user, sent } = renderCreditPage(WithdrawReviewPage, {
      at: '/credit/core/issue/issue-black-review',
      role: 'ROLE_DIRECTOR',
      server: {
        applications: { rows: [appRow({ appNo: detail.appNo, bizType: 'WITHDRAW' })], total: 1 },
        application: detail,
        approve: { ...detail, status: 'COMPLETED', actions: [] },
      },
    });
    const queue = await screen.findByRole('table', { name: '待审批的开立撤回申请' });
    expect(sent('applications')[0]).toMatchObject({ filters: { scope: 'review', bizType: 'WITHDRAW' } });
    await user.click(await within(queue).findByRole('button', { name: '审批' }));
    const credits = await screen.findByRole('table', { name: '凭证明细' });
    expect(within(credits).getByText('XG2025061000000006')).toBeInTheDocument();
    expect(within(credits).getByText('撤回中')).toBeInTheDocument();
    expect(screen.getByText('合同取消')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' })).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(/^已同意申请/)).toBeInTheDocument();
    expect(sent('approve')).toEqual([expect.objectContaining({ creditList: [{ fkCredit: detail.appNo }], certSerialNo: '1a0101' })]);
  });

  it('回收审批 on the voucher product: the queue of recycle applications of VOUCHER', async () => {
    const { sent } = renderCreditPage(RecycleApprovePage, {
      at: '/voucher/core/recycle/approve',
      role: 'ROLE_DIRECTOR',
      server: { applications: { rows: [], total: 0 } },
    });
    expect(await screen.findByText('暂无待审批的申请')).toBeInTheDocument();
    expect(sent('applications')[0]).toMatchObject({ filters: { scope: 'review', bizType: 'RECYCLE', productType: 'VOUCHER' } });
  });
});
