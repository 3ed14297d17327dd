import type { AccountFlow } from '@scf/api/contract';
import { DateTimeText } from '@scf/finance-widgets';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const columns: TableColumn<AccountFlow>[] = [
  { key: 'at', title: '交易时间', width: 160, render: (f) => <DateTimeText value={new Date(f.at).toISOString()} /> },
  { key: 'bankSerial', title: '交易流水号', width: 190, value: (f) => f.bankSerial || '--' },
  { key: 'summary', title: '摘要', width: 100, value: (f) => f.summary },
  { key: 'counterpartyName', title: '对方户名', value: (f) => f.counterpartyName || '--' },
  { key: 'counterpartyNo', title: '对方账号', width: 180, value: (f) => f.counterpartyNo || '--' },
  { key: 'income', title: '收入金额', width: 120, align: 'right', value: (f) => f.income ?? '' },
  { key: 'expense', title: '支出金额', width: 120, align: 'right', value: (f) => f.expense ?? '' },
  { key: 'balance', title: '余额', width: 130, align: 'right', value: (f) => f.balance },
  { key: 'bizRef', title: '关联业务编号', width: 170, value: (f) => f.bizRef || '--' },
  { key: 'receiptNo', title: '回单', width: 170, value: (f) => f.receiptNo ?? '--' },
];

/** 流水 of an account (domain-lines.md §16.8), newest first. */
export const FlowTable = ({ flows }: { flows: readonly AccountFlow[] }) => (
  <Table label="账户流水" columns={columns} data={flows} rowKey={(f) => f.flowId} emptyText={<Empty description="暂无流水" />} virtualized={false} />
);
