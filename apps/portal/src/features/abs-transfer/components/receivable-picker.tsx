import { useState } from 'react';
import type { AbsReceivable } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';

const columns: TableColumn<AbsReceivable>[] = [
  {
    key: 'receivableNo',
    title: '应收账款编号',
    width: 200,
    value: (r) => r.receivableNo,
    render: (r) => <StackedCell main={r.receivableNo} sub={`合同编号：${r.contractNo}`} />,
  },
  { key: 'debtor', title: '债务人', value: (r) => r.debtor.corpName },
  {
    key: 'amount',
    title: '应收账款金额',
    align: 'right',
    width: 160,
    value: (r) => r.amount,
    render: (r) => <AmountText value={r.amount} />,
  },
  { key: 'dueDate', title: '到期日', width: 110, value: (r) => r.dueDate },
  { key: 'confirmedDate', title: '确权日期', width: 110, value: (r) => r.confirmedDate ?? '—' },
];

export interface ReceivablePickerProps {
  rows: readonly AbsReceivable[];
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  selected: readonly string[];
  onSelectedChange: (nos: string[]) => void;
}

/** 选择应收账款: the caller's 已确权 receivables with a checkbox each (paged in the browser). */
export function ReceivablePicker({ rows, loading, error, onRetry, selected, onSelectedChange }: ReceivablePickerProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <DataTable
      label="已确权的应收账款"
      columns={columns}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      rowKey={(r) => r.receivableNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="暂无已确权的应收账款"
      selectable
      selectedKeys={selected}
      onSelectedKeysChange={onSelectedChange}
      rowLabel={(r) => r.receivableNo}
    />
  );
}
