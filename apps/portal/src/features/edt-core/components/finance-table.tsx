import type { EdtFinance } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { financeStatus } from '../api/finance-status';
import { useLocalPage } from '../api/use-local-page';

/** The financing's own rate and due date, or the bank's plan's once offered. */
const termsOf = (f: EdtFinance) => f.plan ?? { amount: f.amount, annualRate: f.annualRate, dueDate: f.dueDate };

/**
 * 融资 (domain-lines.md §19.8): 申请编号, 供应商, 订单编号, 融资金额, 年利率, 放款日, 到期日, 状态, 借据号 — the order under
 * the application, the rate under the amount and the due date under the value date, so the list fits 1280 px.
 */
export function FinanceTable({ rows, error, onRetry }: { rows: readonly EdtFinance[] | undefined; error: unknown; onRetry: () => void }) {
  const paging = useLocalPage(rows);
  const columns: TableColumn<EdtFinance>[] = [
    { key: 'appNo', title: '申请编号', width: 190, value: (f) => f.appNo, render: (f) => <StackedCell main={f.appNo} sub={`订单编号 ${f.orderNo}`} /> },
    { key: 'supplier', title: '供应商', value: (f) => f.supplier.corpName },
    {
      key: 'amount',
      title: '融资金额',
      align: 'right',
      width: 160,
      value: (f) => f.loan?.principal ?? termsOf(f).amount,
      render: (f) => <StackedCell main={<AmountText value={f.loan?.principal ?? termsOf(f).amount} />} sub={`年利率 ${termsOf(f).annualRate}`} />,
    },
    {
      key: 'valueDate',
      title: '放款日',
      width: 150,
      value: (f) => f.loan?.valueDate ?? '',
      render: (f) => <StackedCell main={f.loan?.valueDate ?? '—'} sub={`到期日 ${f.loan?.dueDate ?? termsOf(f).dueDate}`} />,
    },
    {
      key: 'status',
      title: '状态',
      width: 150,
      value: (f) => financeStatus(f).label,
      render: (f) => {
        const s = financeStatus(f);
        return <Tag tone={s.tone}>{s.label}</Tag>;
      },
    },
    { key: 'loanNo', title: '借据号', width: 170, value: (f) => f.loan?.loanNo ?? '—' },
  ];
  return (
    <DataTable
      label="融资列表"
      columns={columns}
      rowKey={(f) => f.appNo}
      rows={paging.rows}
      total={paging.total}
      page={paging.page}
      size={paging.size}
      onPageChange={paging.onPageChange}
      onSizeChange={paging.onSizeChange}
      loading={rows === undefined && !error}
      error={error ? failureMessage(error) : undefined}
      onRetry={onRetry}
      emptyText="暂无融资"
    />
  );
}
