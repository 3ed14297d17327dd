import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditEndpoints, voucherDebitEndpoints } from '@scf/api/contract';
import type { DebitBoard, DebitRuns } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { CORE_OPERATOR_HOME } from '../test/home-fixtures';
import HomePage from '../routes/home-page';

// 支付通's core home (domain-lines.md §17.2, §17.4): 代扣计划 with 覆盖率 and 逾期 with 立即补扣, amounts as the house shows them.
const BOARD: DebitBoard = {
  account: { accountNo: '32050161360000000003', available: '100000.00', mandate: true },
  plan: [
    { dueDate: '2025-06-17', count: 1, dueAmount: '120000.00', available: '100000.00', gap: '20000.00', coverage: 83 },
    { dueDate: '2025-09-30', count: 2, dueAmount: '160537.07', available: '100000.00', gap: '60537.07', coverage: null },
  ],
  overdue: [
    {
      creditNo: 'XV2025031900000015',
      holderName: '江苏示例精密锻造有限公司',
      amount: '120000.00',
      dueDate: '2025-06-12',
      failCode: 'INSUFFICIENT_BALANCE',
      failReason: '付款账户余额不足',
    },
  ],
};
const PAID: DebitRuns = { runs: [{ runNo: 'VDB2025061600000002', dueDate: '2025-06-12', paid: ['XV2025031900000015'], skipped: [] }] };

function renderBoard(at: string) {
  const transport = createMockTransport({
    [creditEndpoints.home.path]: CORE_OPERATOR_HOME,
    [voucherDebitEndpoints.board.path]: BOARD,
    [voucherDebitEndpoints.retryNow.path]: PAID,
  });
  renderScreen(HomePage, { at, client: transport, auth: testAuth() });
  return transport;
}

describe('支付通 core home: 代扣计划 and 逾期', () => {
  it('shows each due date with its amounts to the fen and 覆盖率 from D−10, and the overdue voucher with its reason', async () => {
    renderBoard('/voucher/core/index/operator');
    const plan = await screen.findByRole('table', { name: '代扣计划' });
    const near = within(plan).getByRole('row', { name: /2025-06-17/ });
    for (const text of ['120,000.00', '100,000.00', '20,000.00', '83%']) expect(near).toHaveTextContent(text);
    const far = within(plan).getByRole('row', { name: /2025-09-30/ });
    for (const text of ['160,537.07', '60,537.07', '—']) expect(far).toHaveTextContent(text);
    const overdue = within(screen.getByRole('table', { name: '逾期' })).getByRole('row', { name: /XV2025031900000015/ });
    for (const text of ['120,000.00', '2025-06-12', '付款账户余额不足']) expect(overdue).toHaveTextContent(text);
  });

  it('lets the operator press 立即补扣 and reports what was paid', async () => {
    const transport = renderBoard('/voucher/core/index/operator');
    await userEvent.click(await screen.findByRole('button', { name: '立即补扣' }));
    expect(await screen.findByText('立即补扣完成，成功1笔')).toBeInTheDocument();
    expect(transport.calls.some((c) => c.path === voucherDebitEndpoints.retryNow.path)).toBe(true);
  });

  it('gives the director the board without 立即补扣', async () => {
    renderBoard('/voucher/core/index/director');
    expect(await screen.findByRole('table', { name: '逾期' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即补扣' })).toBeNull();
  });
});
