import { RECEIPT_BIZ_TYPE_LABEL, RECEIPT_SIDE_LABEL } from '@scf/api/contract';
import type { Receipt, ReceiptStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, StatusTag } from '@scf/ui';
import type { DataTableAction, StatusStyle, TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import type { ListTableProps } from '../../../lib/list';

const STATUS: Record<ReceiptStatus, StatusStyle> = {
  GENERATING: { label: '生成中', tone: 'processing' },
  READY: { label: '已生成', tone: 'success' },
  FAILED: { label: '生成失败', tone: 'danger' },
};

// Readable at 1280 px: the bank serial under 回单编号, 业务类型 and 收/付 under 交易日期, the account under the
// counterparty's name, 用途 under 关联业务编号 (with the checkbox and 操作 at least 894 px: the page is 935 at 1280).
const COLUMNS: TableColumn<Receipt>[] = [
  {
    key: 'receiptNo',
    title: '回单编号 / 银行流水号',
    width: 170,
    value: (r) => r.receiptNo,
    render: (r) => <StackedCell main={r.receiptNo} sub={r.bankSerial} />,
  },
  {
    key: 'tradeDate',
    title: '交易日期 / 业务类型',
    width: 110,
    sortable: true,
    value: (r) => r.tradeDate,
    render: (r) => <StackedCell main={r.tradeDate} sub={`${RECEIPT_BIZ_TYPE_LABEL[r.bizType]}｜${RECEIPT_SIDE_LABEL[r.side]}`} />,
  },
  {
    key: 'counterpartyName',
    title: '对方户名 / 对方账号',
    value: (r) => r.counterpartyName,
    render: (r) => <StackedCell main={r.counterpartyName} sub={r.counterpartyAccountNo} />,
  },
  { key: 'amount', title: '金额', align: 'right', width: 120, sortable: true, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
  {
    key: 'bizRef',
    title: '关联业务编号 / 用途',
    width: 150,
    value: (r) => r.bizRef || '—',
    render: (r) => <StackedCell main={r.bizRef || '—'} sub={r.purpose} />,
  },
  { key: 'status', title: '状态', width: 80, value: (r) => r.status, render: (r) => <StatusTag status={r.status} statuses={STATUS} /> },
];

export interface ReceiptTableProps extends ListTableProps {
  rows: readonly Receipt[];
  selected: readonly string[];
  onSelectedChange: (nos: string[]) => void;
  actions: (r: Receipt) => readonly DataTableAction[];
}

/** 回单查询's table (§16.7): the columns, a checkbox per row for 批量下载, and 预览 · 下载 (重新生成 when it failed). */
export function ReceiptTable({ rows, selected, onSelectedChange, actions, ...table }: ReceiptTableProps) {
  return (
    <DataTable
      label="回单列表"
      emptyText="暂无回单"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.receiptNo}
      rowLabel={(r) => `回单${r.receiptNo}`}
      selectable
      selectedKeys={selected}
      onSelectedKeysChange={onSelectedChange}
      actions={actions}
      actionsWidth={120}
      {...table}
    />
  );
}
