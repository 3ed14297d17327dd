import type { EdtCollection } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { failureMessage } from '../../../lib/write';
import { useLocalPage } from '../api/use-local-page';

type Row = EdtCollection & { key: string };

const money = (title: string, pick: (c: EdtCollection) => string): TableColumn<Row> => ({
  key: title,
  title,
  align: 'right',
  width: 140,
  value: pick,
  render: (c) => <AmountText value={pick(c)} />,
});

/** 回款 (domain-lines.md §19.7, §19.8): 到账时间, 订单编号, 到账金额, 扣收本金, 扣收利息, 扣收罚息, 释放金额. */
export function CollectionTable({ rows, error, onRetry }: { rows: readonly EdtCollection[] | undefined; error: unknown; onRetry: () => void }) {
  // The read answers newest first and has no id of its own: its position keys a row.
  const paging = useLocalPage(rows?.map((c, i) => ({ ...c, key: `${c.orderId}-${i}` })));
  const columns: TableColumn<Row>[] = [
    { key: 'businessDate', title: '到账时间', width: 110, value: (c) => c.businessDate },
    { key: 'orderNo', title: '订单编号', value: (c) => c.orderNo },
    money('到账金额', (c) => c.credited),
    money('扣收本金', (c) => c.principal),
    money('扣收利息', (c) => c.interest),
    money('扣收罚息', (c) => c.penalty),
    money('释放金额', (c) => c.released),
  ];
  return (
    <DataTable
      label="回款列表"
      columns={columns}
      rowKey={(c) => c.key}
      rows={paging.rows}
      total={paging.total}
      page={paging.page}
      size={paging.size}
      onPageChange={paging.onPageChange}
      onSizeChange={paging.onSizeChange}
      loading={rows === undefined && !error}
      error={error ? failureMessage(error) : undefined}
      onRetry={onRetry}
      emptyText="暂无回款"
    />
  );
}
