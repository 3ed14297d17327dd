import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage } from '../test/story-play';
import { DataTable } from './data-table';
import type { DataTableSort } from './data-table-types';
import { sortVouchers, useFakeVoucherQuery, voucherActions, voucherColumns, vouchers } from './story-fixtures';
import type { VoucherRow } from './story-fixtures';

const meta = {
  title: 'Data/DataTable',
  component: DataTable<VoucherRow>,
  args: {
    label: '凭证列表',
    columns: voucherColumns,
    rows: vouchers.slice(0, 10),
    total: vouchers.length,
    rowKey: (row: VoucherRow) => row.id,
    page: 1,
    size: 10,
    onPageChange: fn(),
    onSizeChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<VoucherRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: '凭证列表' });

/** The first page is on its way: grey rows the size of the page, no pagination yet. */
export const LoadingFirstPage: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement).querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(10);
  },
};

/** Page 2 is on its way: page 1 stays readable under the spinner. */
export const Refetching: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('cell', { name: 'CV202506160001' })).toBeVisible();
  },
};

/** No voucher matches the filters. */
export const Empty: Story = { args: { rows: [], total: 0, emptyText: '没有符合条件的凭证' } };

/** The query failed: the server's message and 重试. */
export const LoadFailed: Story = {
  args: { error: '网络异常，请稍后重试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Row actions: up to three in the row; 持有中 has four, so 融资 and 作废 fold into 更多. */
export const RowActions: Story = {
  args: { actions: voucherActions, actionsWidth: 180 },
  play: async ({ canvasElement }) => {
    const holding = within(canvasElement).getAllByRole('row')[2] as HTMLElement;
    await userEvent.click(within(holding).getByRole('button', { name: '更多' }));
    const menu = await inPage(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '作废' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Narrower than its columns (a bank's list at 1280 px): the table keeps each column readable and scrolls sideways,
 * with 操作 pinned at the right edge so the row's actions stay in reach.
 */
export const NarrowWithPinnedActions: Story = {
  args: { actions: voucherActions, actionsWidth: 180 },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = table(canvasElement).parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const actionsHeader = within(canvasElement).getByRole('columnheader', { name: '操作' });
    const atRightEdge = () => Math.abs(actionsHeader.getBoundingClientRect().right - box.getBoundingClientRect().right) <= 1;
    await expect(atRightEdge()).toBe(true);
    box.scrollLeft = 120;
    await waitFor(() => expect(atRightEdge()).toBe(true));
    box.scrollLeft = 0;
  },
};

/** Sorted by amount, largest first, by the server; the header says so (aria-sort). */
export const SortedByAmount: Story = {
  args: { sort: { field: 'amount', order: 'desc' }, rows: sortVouchers(vouchers, { field: 'amount', order: 'desc' }).slice(0, 10) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Amounts right-aligned in tabular figures: the decimal points line up down the column. */
export const MoneyColumn: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: vouchers[0]?.amount });
    await expect(getComputedStyle(cell).textAlign).toBe('right');
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
  },
};

function TenPagesDemo() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | undefined>();
  const query = useFakeVoucherQuery(page, size, sort);
  return (
    <DataTable
      label="凭证列表"
      columns={voucherColumns}
      rows={query.rows}
      total={query.total}
      loading={query.loading}
      rowKey={(row) => row.id}
      page={page}
      size={size}
      sort={sort}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      actions={voucherActions}
      actionsWidth={180}
    />
  );
}

/** Ten pages from a pretend server (400 ms): first load, paging, sorting and page size, all server-side. */
export const TenPages: Story = {
  render: () => <TenPagesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: '凭证列表分页' });
    await expect(within(nav).getByText('共 100 条')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: '第 10 页' }));
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'CV202506160100' })).toBeVisible());
    await expect(within(nav).getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '金额（元）' }));
    await waitFor(() => expect(table(canvasElement)).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};
