import type { AccountFlow } from '@scf/api/contract';
import { AmountText, DateTimeText } from '@scf/finance-widgets';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';

// Readable at 1280 px: the bank serial under 交易时间 (on the business date it was booked), 关联业务编号 under 摘要, the
// counterparty's account under its name (the table's least width, 900 px, fits the page at 1280 px; the amounts' columns
// give the 回单 number its room).
/** An amount with thousands separators, as on every finance screen; the value stays the wire's (sorting, export). */
const amountColumn = (key: string, title: string, width: number, get: (f: AccountFlow) => string | null | undefined): TableColumn<AccountFlow> => ({
  key,
  title,
  width,
  align: 'right',
  value: (f) => get(f) ?? '',
  render: (f) => {
    const amount = get(f);
    return amount ? <AmountText value={amount} unit="" /> : '';
  },
});

const columns: TableColumn<AccountFlow>[] = [
  {
    key: 'at',
    title: '交易时间 / 交易流水号',
    width: 170,
    render: (f) => <StackedCell main={<DateTimeText value={new Date(f.at).toISOString()} businessDate={f.businessDate} />} sub={f.bankSerial || '--'} />,
  },
  { key: 'summary', title: '摘要 / 关联业务编号', width: 160, value: (f) => f.summary, render: (f) => <StackedCell main={f.summary} sub={f.bizRef || '--'} /> },
  {
    key: 'counterpartyName',
    title: '对方户名 / 对方账号',
    value: (f) => f.counterpartyName || '--',
    render: (f) => <StackedCell main={f.counterpartyName || '--'} sub={f.counterpartyNo || '--'} />,
  },
  amountColumn('income', '收入金额', 95, (f) => f.income),
  amountColumn('expense', '支出金额', 95, (f) => f.expense),
  amountColumn('balance', '余额', 110, (f) => f.balance),
  { key: 'receiptNo', title: '回单', width: 170, value: (f) => f.receiptNo ?? '--' },
];

/** 流水 of an account (domain-lines.md §16.8), newest first. */
export const FlowTable = ({ flows }: { flows: readonly AccountFlow[] }) => (
  <Table label="账户流水" columns={columns} data={flows} rowKey={(f) => f.flowId} emptyText={<Empty description="暂无流水" />} virtualized={false} />
);
