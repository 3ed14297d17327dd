import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import type { TableColumn } from '../table/table-types';

interface Voucher {
  id: string;
  holder: string;
  amount: string;
}

const columns: TableColumn<Voucher>[] = [
  { key: 'id', title: '凭证编号' },
  { key: 'holder', title: '持有方', sortable: true },
  { key: 'amount', title: '金额', sortable: true, align: 'right' },
];
const rows: Voucher[] = [
  { id: 'V001', holder: '上海甲供应链有限公司', amount: '1,200,000.00' },
  { id: 'V002', holder: '北京乙科技有限公司', amount: '350,000.00' },
];

type Props = DataTableProps<Voucher, 'holder' | 'amount'>;

function setup(props: Partial<Props> = {}) {
  const all: Props = {
    label: '凭证列表',
    columns,
    rows,
    total: 95,
    rowKey: (r) => r.id,
    page: 1,
    size: 10,
    onPageChange: vi.fn(),
    onSizeChange: vi.fn(),
    onSortChange: vi.fn(),
    ...props,
  };
  const view = render(<DataTable {...all} />);
  return { ...all, view, user: userEvent.setup(), rerender: (next: Partial<Props>) => view.rerender(<DataTable {...all} {...next} />) };
}

const table = () => screen.getByRole('table', { name: '凭证列表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows the page with its total and named page buttons', async () => {
    const { user, onPageChange, onSizeChange } = setup();
    expect(bodyRows()).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: '凭证列表分页' });
    expect(within(nav).getByText('共 95 条')).toHaveAttribute('aria-live', 'polite');
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(within(nav).getByRole('button', { name: '第 10 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    within(nav).getByRole('combobox', { name: '每页条数' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: '20 条/页' }));
    expect(onSizeChange).toHaveBeenCalledWith(20);
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('has no size selector without onSizeChange', () => {
    setup({ onSizeChange: undefined });
    expect(screen.queryByRole('combobox', { name: '每页条数' })).toBeNull();
  });

  it('right-aligns a money column with tabular figures', () => {
    setup();
    const cell = screen.getByRole('cell', { name: '1,200,000.00' });
    expect(cell).toHaveAttribute('data-align', 'right');
    expect(screen.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('data-align', 'right');
  });

  it('first load: placeholder rows the size of the page, busy, no pagination', () => {
    setup({ rows: [], total: 0, loading: true, size: 20 });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    // The placeholders are hidden from assistive tech: only the header row is a row to it.
    expect(within(table()).getAllByRole('row')).toHaveLength(1);
    expect(table().querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(20);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pins 操作 at the right edge in the header, the rows and the placeholder rows alike', () => {
    const actions = () => [{ label: '签收', onSelect: vi.fn() }];
    const view = setup({ rows: [], total: 0, loading: true, actions });
    const lastCells = () => [...table().querySelectorAll('tr')].map((tr) => tr.lastElementChild?.getAttribute('data-pin'));
    expect(new Set(lastCells())).toEqual(new Set(['right']));
    view.rerender({ rows, total: 95, loading: false });
    expect(bodyRows()).toHaveLength(2);
    expect(new Set(lastCells())).toEqual(new Set(['right']));
  });

  it('re-fetching keeps the old rows visible under a busy spinner', () => {
    setup({ loading: true, page: 2 });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '凭证列表分页' })).toBeInTheDocument();
  });

  it('sorts on the server: asks for asc, desc, then no sort, and shows the sort it is given', async () => {
    const { user, onSortChange, rerender } = setup();
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'asc' });
    rerender({ sort: { field: 'amount', order: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    // Server order is kept: the host sorted the page.
    expect(within(bodyRows()[0] as HTMLElement).getByRole('cell', { name: 'V001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'desc' });
    rerender({ sort: { field: 'amount', order: 'desc' } });
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('empty: the Empty state with the given text, no pagination', () => {
    setup({ rows: [], total: 0, emptyText: '没有符合条件的凭证' });
    expect(screen.getByText('没有符合条件的凭证')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('error: the message as an alert and 重试, instead of the rows', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = setup({ error: '网络异常，请稍后再试', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('数据加载失败网络异常，请稍后再试');
    expect(screen.queryByRole('cell', { name: 'V001' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender({ error: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(/^数据加载失败$/);
  });

  it('row actions: up to three as link buttons, for their row; disabled ones do nothing', async () => {
    const sign = vi.fn();
    const { user } = setup({
      actions: (row) => [
        { label: '签收', onSelect: () => sign(row.id) },
        { label: '拒签', onSelect: vi.fn(), danger: true },
        { label: '详情', onSelect: vi.fn(), disabled: row.id === 'V002' },
      ],
    });
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const second = bodyRows()[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: '签收' }));
    expect(sign).toHaveBeenCalledWith('V002');
    expect(within(second).getByRole('button', { name: '详情' })).toBeDisabled();
    expect(within(second).queryByRole('button', { name: '更多' })).toBeNull();
  });

  it('more than three actions: two in the row, the rest under 更多', async () => {
    const revoke = vi.fn();
    const { user } = setup({
      actions: () => [
        { label: '详情', onSelect: vi.fn() },
        { label: '转让', onSelect: vi.fn() },
        { label: '融资', onSelect: vi.fn() },
        { label: '撤销申请', onSelect: revoke, danger: true },
      ],
    });
    const first = bodyRows()[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['详情', '转让', '更多']);
    await user.click(within(first).getByRole('button', { name: '更多' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['融资', '撤销申请']);
    await user.click(within(menu).getByRole('menuitem', { name: '撤销申请' }));
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rows with actions', { actions: () => [{ label: '详情', onSelect: vi.fn() }] }],
    ['first load', { rows: [], total: 0, loading: true }],
    ['re-fetching', { loading: true }],
    ['empty', { rows: [], total: 0 }],
    ['error', { error: true, onRetry: vi.fn() }],
  ] as const)('%s: no axe violations', async (_, props) => {
    const { view } = setup(props);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
