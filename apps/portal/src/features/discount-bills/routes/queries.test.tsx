import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { BAB1, BAB1_DETAIL, BAB2, F1, S1, S2, bill, myBill, renderBills } from '../test/render-bills';
import { BabQueryPage } from './bab-query-page';
import { BillDetailPage } from './bill-detail-page';
import { MyBillsPage } from './my-bills-page';

describe('银承查询 (/discount/core/bab/query)', () => {
  it('lists the drawer’s packages and filters by status', async () => {
    const { user, sent } = renderBills(BabQueryPage, {
      at: '/discount/core/bab/query',
      role: 'ROLE_QUERY',
      server: {
        'bills.babs': [
          bill({ packageNo: BAB1, payee: S1, amount: '1200000.00', status: 'ISSUED' }),
          bill({ packageNo: BAB2, payee: S2, status: 'PENDING_RECEIVE' }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: '银承列表' });
    await waitFor(() => expect(within(table).getByText(BAB1)).toBeInTheDocument());
    const row = within(table).getByText(BAB1).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(S1.corpName);
    expect(row).toHaveTextContent('1,200,000.00');
    expect(row).toHaveTextContent('已出票');
    expect(within(table).getByRole('link', { name: BAB1 })).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB1}`);
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '待签收' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(sent('bills.babs')).toContainEqual({ statuses: ['PENDING_RECEIVE'] }));
  });

  it('says when there is none', async () => {
    renderBills(BabQueryPage, { at: '/discount/core/bab/query', server: { 'bills.babs': [] } });
    expect(await screen.findByText('暂无银承')).toBeInTheDocument();
  });
});

describe('我的票据 (/discount/chain/bill/query)', () => {
  it('shows 可用 / 锁定 / 已贴现 and offers the operator 贴现 on an available bill not yet due', async () => {
    const { user } = renderBills(MyBillsPage, {
      at: '/discount/chain/bill/query',
      server: { 'bills.mine': [myBill(), myBill({ packageNo: BAB2, available: '0.00', locked: '500000.00', used: '0.00' })] },
    });
    const table = await screen.findByRole('table', { name: '我的票据' });
    await waitFor(() => expect(within(table).getByText(BAB1)).toBeInTheDocument());
    const row = within(table).getByText(BAB1).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('900,000.00');
    expect(row).toHaveTextContent('300,000.00');
    const locked = within(table).getByText(BAB2).closest('tr') as HTMLElement;
    expect(within(locked).queryByRole('button', { name: '贴现' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '贴现' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/discount/chain/apply');
  });

  it('offers no 贴现 to the director', async () => {
    renderBills(MyBillsPage, { at: '/discount/chain/bill/query', role: 'ROLE_DIRECTOR', server: { 'bills.mine': [myBill()] } });
    const table = await screen.findByRole('table', { name: '我的票据' });
    await waitFor(() => expect(within(table).getByText(BAB1)).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: '贴现' })).not.toBeInTheDocument();
  });

  it('offers no 贴现 on a bill past due', async () => {
    renderBills(MyBillsPage, { at: '/discount/chain/bill/query', server: { 'bills.mine': [myBill({ due: true })] } });
    const table = await screen.findByRole('table', { name: '我的票据' });
    await waitFor(() => expect(within(table).getByText(BAB1)).toBeInTheDocument());
    expect(within(table).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '贴现' })).not.toBeInTheDocument();
  });

  it('says when it cannot be read', async () => {
    renderBills(MyBillsPage, { at: '/discount/chain/bill/query', server: { 'bills.mine': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });
});

describe('票据详情 (/discount/bill/detail)', () => {
  it('shows the facts, the ranges as a tree under the split parent, a masked holder, and the history', async () => {
    const { sent } = renderBills(BillDetailPage, { at: `/discount/bill/detail?packageNo=${BAB1}`, server: { 'bills.detail': BAB1_DETAIL } });
    const ranges = await screen.findByRole('table', { name: '子票区间' });
    const rows = within(ranges).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('1–120000000'),
      expect.stringContaining('30000001–120000000'),
      expect.stringContaining('1–30000000'),
      expect.stringContaining('1–10'),
    ]);
    expect(rows[0]).toHaveTextContent('已拆分');
    expect(rows[2]).toHaveTextContent(F1.corpName);
    expect(rows[2]).toHaveTextContent('已贴现');
    expect(rows[3]).toHaveTextContent('其他持有人');
    expect(screen.getByText('是否可分包')).toBeInTheDocument();
    expect(screen.getByText('承兑手续费')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '票据历史' })).getByText('DSL20250616000001')).toBeInTheDocument();
    expect(sent('bills.detail')).toEqual([`/v1/discount/bills/${BAB1}`]);
  });

  it('says when the bill cannot be read (not a party: 票据不存在)', async () => {
    renderBills(BillDetailPage, {
      at: `/discount/bill/detail?packageNo=${BAB1}`,
      server: { 'bills.detail': () => new ApiError('NOT_FOUND', '票据不存在', 404) },
    });
    expect(await screen.findByText(/票据不存在/)).toBeInTheDocument();
  });
});
