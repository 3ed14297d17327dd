import { useState } from 'react';
import type { EdtFinance } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { openColumn, StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { useFinances } from '../api/edt-chain-calls';
import { financeStatusLabel, financeStatusTone } from '../api/edt-chain-labels';

const columnsFor = (onOpen: (appNo: string) => void): TableColumn<EdtFinance>[] => [
  openColumn<EdtFinance>({ key: 'appNo', title: '申请编号', width: 180, text: (f) => f.appNo, onOpen: (f) => onOpen(f.appNo) }),
  { key: 'fi', title: '资金方', value: (f) => f.fi.corpName },
  { key: 'orderNo', title: '订单编号', width: 130, value: (f) => f.orderNo },
  {
    key: 'amount',
    title: '融资金额',
    align: 'right',
    width: 170,
    value: (f) => f.amount,
    render: (f) => (
      <StackedCell
        main={<AmountText value={f.amount} />}
        sub={
          f.plan ? (
            <>
              批准 <AmountText value={f.plan.amount} />
            </>
          ) : (
            `年利率 ${f.annualRate}`
          )
        }
      />
    ),
  },
  { key: 'dueDate', title: '到期日', width: 104, value: (f) => f.loan?.dueDate ?? f.plan?.dueDate ?? f.dueDate },
  {
    key: 'status',
    title: '状态',
    width: 130,
    value: (f) => financeStatusLabel(f, f.status),
    render: (f) => <Tag tone={financeStatusTone(f, f.status)}>{financeStatusLabel(f, f.status)}</Tag>,
  },
  {
    key: 'loanNo',
    title: '借据号',
    width: 180,
    value: (f) => f.loan?.loanNo ?? '',
    render: (f) => (f.loan ? <StackedCell main={f.loan.loanNo} sub={`放款日 ${f.loan.valueDate}`} /> : '--'),
  },
];

/** 融资 (domain-lines.md §19.5): the supplier's 订单融资 with the application's step in §19.5's words, or its loan once funded; a number opens it. */
export function FinanceTable({ onOpen }: { onOpen: (appNo: string) => void }) {
  const finances = useFinances();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = finances.data ?? [];
  return (
    <DataTable
      label="融资"
      columns={columnsFor(onOpen)}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      rowKey={(f) => f.appNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={finances.isLoading}
      error={finances.error ? failureMessage(finances.error) : undefined}
      onRetry={() => void finances.mutate()}
      emptyText="暂无融资申请"
    />
  );
}
