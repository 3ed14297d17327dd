import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { financedLeaf, line, plan } from '../test/cash-fixtures';
import { expectRow } from '../../../test/expect-row';
import { renderCashPage } from '../test/render-cash-page';
import DirectorApprovePage from './director-approve-page';
import PaymentProgressPage from './payment-progress-page';

const PLAN_NO = 'CSH20250616000001';
const pending = plan({ actions: ['APPROVE', 'RETURN'] });
const page = (rows: unknown[]) => ({ rows, total: rows.length });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function openPlan(user: ReturnType<typeof renderCashPage>['user'], table: string) {
  const list = await screen.findByRole('table', { name: table });
  await user.click(await within(list).findByRole('button', { name: PLAN_NO }));
  return screen.findByRole('table', { name: '付款明细' });
}

describe('兑付主管审批 (/credit/core/cash/director-approve)', () => {
  it('lists the plans waiting for review and opens one with its lines', async () => {
    const { user, sent } = renderCashPage(DirectorApprovePage, {
      at: '/credit/core/cash/director-approve',
      role: 'ROLE_DIRECTOR',
      server: { plans: page([pending]), plan: pending },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '兑付主管审批' })).toBeInTheDocument();
    await expectRow(await screen.findByRole('table', { name: '待审批的兑付计划' }), new RegExp(PLAN_NO), ['2025-06-20', '200,000.00', '张经办', '待审批']);
    expect(sent('plans')).toEqual([expect.objectContaining({ page: 1, filters: { review: true, variant: 'CASH' } })]);
    await openPlan(user, '待审批的兑付计划');
    expect(sent('plan')).toEqual([`/v1/cash/plans/${PLAN_NO}/detail`]);
    expect(fact('付款账户')).toHaveTextContent('32050161000000009901（中国建设银行徐州分行，兑付专户）');
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByRole('table', { name: '待审批的兑付计划' })).toBeInTheDocument();
  });

  it('同意 opens the Ukey signing of the plan and sends the signature', async () => {
    const { user, sent } = renderCashPage(DirectorApprovePage, {
      at: `/credit/core/cash/director-approve?planNo=${PLAN_NO}`,
      role: 'ROLE_DIRECTOR',
      server: {
        plan: pending,
        approve: plan({
          status: 'PAID',
          paidTotal: '200000.00',
          paidCount: 1,
          lines: [
            line({ status: 'PAID', paidAt: '2025-06-16T02:10:00.000Z', paidDate: '2025-06-16', bankSerial: 'CCB2025061600000001', creditStatus: 'CASHED' }),
          ],
        }),
      },
    });
    await screen.findByRole('table', { name: '付款明细' });
    expect(screen.queryByRole('button', { name: '提交兑付计划' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(sent('approve')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`兑付计划${PLAN_NO}已审批，付款完成`)).toBeInTheDocument();
    expect(sent('approve')).toEqual([
      expect.objectContaining({ original: expect.stringContaining(PLAN_NO), certSerialNo: expect.any(String), signature: expect.any(String) }),
    ]);
    expect(sent('approve')).toHaveLength(1);
  });

  it('退回 needs 意见; the comment is sent and a refusal keeps it', async () => {
    let refuse = true;
    const { user, sent } = renderCashPage(DirectorApprovePage, {
      at: `/credit/core/cash/director-approve?planNo=${PLAN_NO}`,
      role: 'ROLE_DIRECTOR',
      server: {
        plan: pending,
        return: () => (refuse ? new ApiError('CASH_PLAN_STATE', '兑付计划已被处理，请刷新', 200) : plan({ status: 'RETURNED', comment: '请重新核对到期凭证' })),
      },
    });
    await screen.findByRole('table', { name: '付款明细' });
    await user.click(screen.getByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回' });
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    const opinion = within(dialog).getByRole('textbox', { name: '意见' });
    expect(opinion).toHaveAccessibleDescription(/请填写意见/);
    expect(sent('return')).toEqual([]);
    await user.type(opinion, '请重新核对到期凭证');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('退回失败：兑付计划已被处理，请刷新');
    expect(opinion).toHaveValue('请重新核对到期凭证');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await screen.findByText(`兑付计划${PLAN_NO}已退回`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '退回' })).toBeNull());
    expect(sent('return')).toEqual([{ comment: '请重新核对到期凭证' }, { comment: '请重新核对到期凭证' }]);
  });

  it('工行兑付审批 asks for the ICBC plans; a plan without actions offers neither 同意 nor 退回', async () => {
    const icbc = plan({
      variant: 'ICBC',
      payerAccountType: 'OTHER_BANK',
      payerAccount: { accountNo: '1202020209000012345', accountName: '徐州示例重工集团有限公司', bankName: '中国工商银行徐州分行' },
      actions: [],
    });
    const { user, sent } = renderCashPage(DirectorApprovePage, {
      at: '/credit/core/cash/icbccash-approve',
      role: 'ROLE_DIRECTOR',
      server: { plans: page([icbc]), plan: icbc },
    });
    await openPlan(user, '待审批的兑付计划');
    expect(sent('plans')).toEqual([expect.objectContaining({ filters: { review: true, variant: 'ICBC' } })]);
    expect(fact('付款账户')).toHaveTextContent('1202020209000012345（中国工商银行徐州分行，他行账户）');
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('an empty queue says so; a failed plan read offers 重试', async () => {
    let fail = true;
    renderCashPage(DirectorApprovePage, { at: '/credit/core/cash/director-approve', role: 'ROLE_DIRECTOR', server: { plans: page([]) } });
    expect(await within(await screen.findByRole('table', { name: '待审批的兑付计划' })).findByText('暂无待审批的兑付计划')).toBeInTheDocument();
    const second = renderCashPage(DirectorApprovePage, {
      at: `/credit/core/cash/director-approve?planNo=${PLAN_NO}`,
      role: 'ROLE_DIRECTOR',
      server: { plan: () => (fail ? new Error('服务繁忙') : pending) },
    });
    const alert = await within(second.container).findByRole('alert');
    expect(alert).toHaveTextContent('兑付计划加载失败：服务繁忙');
    fail = false;
    await second.user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(second.container).findByRole('table', { name: '付款明细' })).toBeInTheDocument();
  });
});

describe('付款进度 (/credit/core/cash/payment-progress)', () => {
  it('shows each line’s 付款状态 with the time and serial or the failure, and the plan’s totals', async () => {
    const paying = plan({
      status: 'APPROVED',
      total: '550001.00',
      paidTotal: '200000.00',
      lineCount: 3,
      paidCount: 1,
      failedCount: 1,
      fundsReady: true,
      fundingRef: 'HK20250616001',
      lines: [
        line({ status: 'PAID', paidAt: '2025-06-16T02:10:00.000Z', paidDate: '2025-06-16', bankSerial: 'CCB2025061600000001', creditStatus: 'CASHED' }),
        line({
          lineNo: 2,
          creditNo: financedLeaf().creditNo,
          payee: financedLeaf().payee,
          payeeKind: 'FI',
          payeeAccount: financedLeaf().payeeAccount,
          amount: '150000.50',
          status: 'FAILED',
          failReason: '收款账户户名不符',
        }),
        line({ lineNo: 3, creditNo: 'XG2025031000000006', amount: '200000.50', status: 'PAYING' }),
      ],
    });
    const { user, sent } = renderCashPage(PaymentProgressPage, { at: '/credit/core/cash/payment-progress', server: { plans: page([paying]), plan: paying } });
    expect(await screen.findByRole('heading', { level: 1, name: '付款进度' })).toBeInTheDocument();
    await expectRow(await screen.findByRole('table', { name: '兑付付款进度' }), new RegExp(PLAN_NO), ['550,001.00', '200,000.00', '已审批']);
    expect(sent('plans')).toEqual([expect.objectContaining({ filters: { variant: 'CASH' } })]);

    const lines = await openPlan(user, '兑付付款进度');
    await expectRow(lines, /XG2025031000000004/, ['已付款', '2025-06-16 10:10', 'CCB2025061600000001']);
    // The time and the bank's serial share a column, so the account number keeps a line of its own.
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['凭证编号', '收款方', '收款账户', '兑付金额', '付款状态', '付款时间/银行流水号']);
    expect(
      within(
        within(lines)
          .getByRole('row', { name: /XG2025031000000004/ })
          .querySelector('td:last-child') as HTMLElement,
      ).getByText('CCB2025061600000001'),
    ).toBeInTheDocument();
    await expectRow(lines, /XG2025031000000005/, ['中国建设银行股份有限公司徐州分行（金融机构）', '付款失败', '收款账户户名不符']);
    await expectRow(lines, /XG2025031000000006/, ['付款中', '200,000.50']);

    expect(fact('兑付总额')).toHaveTextContent('550,001.00');
    expect(fact('兑付总额')).toHaveTextContent('伍拾伍万零壹元整');
    expect(fact('已付金额')).toHaveTextContent('200,000.00');
    expect(fact('笔数')).toHaveTextContent('3笔（已付1笔，失败1笔）');
    expect(fact('资金已备足')).toHaveTextContent('是（划款流水号 HK20250616001）');
    expect(fact('状态')).toHaveTextContent('已审批');
  });

  it('an offline payment reads 线下; no plans yet shows the empty text; a failed list offers 重试', async () => {
    const offline = plan({
      status: 'PAID',
      lines: [line({ status: 'PAID', offline: true, paidAt: '2025-06-16T03:00:00.000Z', paidDate: '2025-06-13', bankSerial: 'XX-778' })],
    });
    const { user } = renderCashPage(PaymentProgressPage, { at: `/credit/core/cash/payment-progress?planNo=${PLAN_NO}`, server: { plan: offline } });
    const lines = await screen.findByRole('table', { name: '付款明细' });
    expect(within(lines).getByRole('row', { name: /XG2025031000000004/ })).toHaveTextContent('2025-06-13（线下）');
    let fail = true;
    const again = renderCashPage(PaymentProgressPage, {
      at: '/credit/core/cash/payment-progress',
      server: { plans: () => (fail ? new Error('列表服务繁忙') : page([])) },
    });
    const alert = await within(again.container).findByRole('alert');
    expect(alert).toHaveTextContent('列表服务繁忙');
    fail = false;
    await user.click(within(again.container).getByRole('button', { name: '重试' }));
    expect(await within(again.container).findByText('暂无已审批的兑付计划')).toBeInTheDocument();
  });
});
