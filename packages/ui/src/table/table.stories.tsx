import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatFen } from '@scf/api/money';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { showsRole } from '../test/story-play';
import { Table } from './table';
import type { TableColumn } from './table-types';

interface Loan {
  id: string;
  company: string;
  amount: number;
  status: string;
}

const columns: TableColumn<Loan>[] = [
  { key: 'id', title: '申请编号', width: 140 },
  { key: 'company', title: '企业名称', sortable: true },
  // Money as the portal shows it: thousands separators and two decimals (the API's fen, formatted once).
  { key: 'amount', title: '金额（元）', sortable: true, value: (r) => r.amount, render: (r) => formatFen(BigInt(r.amount) * 100n), align: 'right', width: 160 },
  { key: 'status', title: '状态', width: 100 },
];
const data: Loan[] = [
  { id: 'RZ0001', company: '上海甲供应链有限公司', amount: 1_200_000, status: '审核中' },
  { id: 'RZ0002', company: '北京乙科技有限公司', amount: 350_000, status: '已放款' },
  { id: 'RZ0003', company: '深圳丙制造有限公司', amount: 980_000, status: '已驳回' },
];
const many: Loan[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `RZ${String(i).padStart(5, '0')}`,
  company: `企业${i}`,
  amount: (i * 7919) % 1_000_000,
  status: i % 3 ? '审核中' : '已放款',
}));

const meta = {
  title: 'Data/Table',
  component: Table<Loan>,
  args: { label: '融资申请列表', columns, data, rowKey: (r: Loan) => r.id },
  argTypes: {
    data: {
      control: { type: 'select', labels: { three: '3 行', none: '无数据', many: '10,000 行（虚拟滚动）' } },
      options: ['three', 'none', 'many'],
      mapping: { three: data, none: [], many },
    },
    columns: { control: false },
    rowKey: { control: false },
  },
} satisfies Meta<typeof Table<Loan>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const Sorting: Story = {
  name: 'Test · sort by amount',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '金额（元）' }));
    await expect(canvas.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('350,000.00');
  },
};

function SelectableTable({ initial = [] }: { initial?: string[] }) {
  const [keys, setKeys] = useState<string[]>(initial);
  return (
    <>
      <Table
        label="融资申请列表"
        columns={columns}
        data={data}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.company}
        selectable
        selectedKeys={keys}
        onSelectedKeysChange={setKeys}
      />
      <p>已选 {keys.length} 项</p>
    </>
  );
}

/** Rows with a selection column (the picked credit on 融资申请): one row picked, the header box half-checked. */
export const WithSelection: Story = {
  render: () => <SelectableTable initial={['RZ0002']} />,
};

export const Selection: Story = {
  name: 'Test · select rows',
  tags: ['interaction', '!autodocs'],
  render: () => <SelectableTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 北京乙科技有限公司' }));
    await expect(canvas.getByText('已选 1 项')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByText('已选 3 项')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: showsRole('cell', { name: '暂无数据' }),
};

export const Loading: Story = { args: { loading: true } };

/** The query failed: the message and 重试 in place of the rows (DataTable does this for list screens). */
export const LoadFailed: Story = {
  args: {
    data: [],
    emptyText: (
      <div role="alert">
        <p>数据加载失败：网络异常，请稍后重试</p>
        <Button onClick={fn()}>重试</Button>
      </div>
    ),
  },
  play: showsRole('alert'),
};

/** 10,000 rows: only the rows in view are in the DOM (design.md §7: ≤ 300 DOM rows). */
export const TenThousandRows: Story = {
  args: { data: many, label: '台账', height: 400 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '台账' });
    await expect(table.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(300);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
  },
};
