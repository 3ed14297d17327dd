import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { S1, appRow, creditDetail, issueDetail } from '../test/credit-fixtures';
import { confirmWithOpinion } from '../test/opinion-dialog';
import { renderCreditPage } from '../test/render-credit-page';
import { reviewScreen } from './review-queue';

const WithdrawReviewPage = reviewScreen('WITHDRAW');
const RecycleApprovePage = reviewScreen('RECYCLE');
const ReturnConfirmPage = reviewScreen('RETURN', { text: { label: '待确认的退回申请', empty: '暂无待确认的退回申请', action: '办理' } });
const IssueReviewPage = reviewScreen('ISSUE');

describe('a review screen: the queue of one business type, one application with the credits it acts on', () => {
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

describe('its actions: exactly those the server allows', () => {
  const PAGE = '/credit/core/issue/issue-review';
  const APP = 'ISS20250616000003';
  const server = (over = {}) => ({ application: issueDetail(), ...over });

  it('退回 needs 意见: refused without it, sent with it', async () => {
    const { user, sent, keysOf } = renderCreditPage(IssueReviewPage, {
      at: `${PAGE}?appNo=${APP}`,
      role: 'ROLE_DIRECTOR',
      server: server({ return: issueDetail({ status: 'RETURNED', actions: [] }) }),
    });
    await confirmWithOpinion(user, '退回', '付款日请改为月末', () => sent('return'));
    expect(await screen.findByText('已退回')).toBeInTheDocument();
    expect(sent('return')).toEqual([{ comment: '付款日请改为月末' }]);
    expect(keysOf('return')[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('拒绝 refused by the server: the message stays in the dialog with the 意见 typed', async () => {
    const reject = new ApiError('MAKER_CHECKER', '复核人不能与经办人为同一人', 200);
    const { user } = renderCreditPage(IssueReviewPage, { at: `${PAGE}?appNo=${APP}`, role: 'ROLE_DIRECTOR', server: server({ reject }) });
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '无真实贸易背景');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('拒绝失败：复核人不能与经办人为同一人');
    expect(within(dialog).getByRole('textbox', { name: '意见' })).toHaveValue('无真实贸易背景');
  });

  it('cancelling the signature approves nothing', async () => {
    const { user, sent, driver } = renderCreditPage(IssueReviewPage, { at: `${PAGE}?appNo=${APP}`, role: 'ROLE_DIRECTOR', server: server() });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消签名，申请未处理')).toBeInTheDocument();
    expect(driver.calls).not.toContain('sign');
    expect(sent('approve')).toEqual([]);
  });

  it('shows none when the server allows none', async () => {
    renderCreditPage(IssueReviewPage, {
      at: `${PAGE}?appNo=${APP}`,
      role: 'ROLE_DIRECTOR',
      server: server({ application: issueDetail({ status: 'COMPLETED', actions: [] }) }),
    });
    expect(await screen.findByText('当前无可办理的操作。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('the counterparty’s operator confirms (确认) a return with the decide call', async () => {
    const ret = creditDetail('RETURN', {
      applicant: S1,
      counterparty: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' },
      status: 'PENDING_CP_SIGN',
      actions: ['ACCEPT', 'REFUSE'],
      amount: '400.00',
    });
    const { user, sent } = renderCreditPage(ReturnConfirmPage, {
      at: '/credit/chain/return/confirm-apply',
      server: {
        applications: { rows: [appRow({ appNo: ret.appNo, bizType: 'RETURN', actions: ['ACCEPT', 'REFUSE'] })], total: 1 },
        application: ret,
        decide: { ...ret, status: 'PENDING_CP_APPROVAL', decision: 'ACCEPT', actions: [] },
      },
    });
    await user.click(await within(await screen.findByRole('table', { name: '待确认的退回申请' })).findByRole('button', { name: '办理' }));
    expect(await screen.findByText('退回至')).toBeInTheDocument();
    // The status in the reader's words (issue 28 item 7): the return waits on C1 itself, not on 对方.
    expect(screen.getByText('待确认')).toBeInTheDocument();
    expect(screen.queryByText(/待对方/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认' })).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('已确认，待主管复核')).toBeInTheDocument();
    expect(sent('decide')).toEqual([{ decision: 'ACCEPT', comment: '' }]);
  });

  it('the counterparty’s director reads its own pending review as 待复核, not 待对方复核 (issue 28 item 7)', async () => {
    const ret = creditDetail('RETURN', {
      applicant: S1,
      counterparty: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' },
      status: 'PENDING_CP_APPROVAL',
      decision: 'ACCEPT',
      actions: ['APPROVE', 'RETURN'],
    });
    renderCreditPage(ReturnConfirmPage, { at: `/credit/chain/return/confirm-approve?appNo=${ret.appNo}`, role: 'ROLE_DIRECTOR', server: { application: ret } });
    expect(await screen.findByText('退回至')).toBeInTheDocument();
    expect(screen.getByText('待复核')).toBeInTheDocument();
    expect(screen.queryByText('待对方复核')).toBeNull();
  });
});
