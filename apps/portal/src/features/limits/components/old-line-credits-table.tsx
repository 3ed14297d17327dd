import { Link } from 'react-router-dom';
import type { OldLineCredit } from '@scf/api/contract';
import { AmountText, CreditStatusTag } from '@scf/finance-widgets';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

/** A credit row, or the Σ row after them. */
type Row = { kind: 'credit'; credit: OldLineCredit } | { kind: 'total'; count: number; amount: string };

const columns: TableColumn<Row>[] = [
  {
    key: 'creditNo',
    title: '凭证编号',
    render: (r) =>
      r.kind === 'credit' ? <Link to={`/transfer-record?creditNo=${r.credit.creditNo}`}>{r.credit.creditNo}</Link> : <strong>合计（{r.count}笔）</strong>,
  },
  { key: 'receiver', title: '接收方', value: (r) => (r.kind === 'credit' ? r.credit.receiver.corpName : '') },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    width: 170,
    render: (r) =>
      r.kind === 'credit' ? (
        <AmountText value={r.credit.amount} />
      ) : (
        <strong>
          <AmountText value={r.amount} />
        </strong>
      ),
  },
  { key: 'issueDate', title: '开立日', width: 110, value: (r) => (r.kind === 'credit' ? r.credit.issueDate : '') },
  { key: 'dueDate', title: '到期日', width: 110, value: (r) => (r.kind === 'credit' ? r.credit.dueDate : '') },
  { key: 'status', title: '当前状态', width: 100, render: (r) => (r.kind === 'credit' ? <CreditStatusTag status={r.credit.status} /> : null) },
];

/** The credits issued under an old line (domain-lines.md §16.10) with their Σ as the last row. */
export function OldLineCreditsTable({ credits, total }: { credits: readonly OldLineCredit[]; total: string }) {
  const rows: Row[] =
    credits.length > 0 ? [...credits.map((credit) => ({ kind: 'credit' as const, credit })), { kind: 'total', count: credits.length, amount: total }] : [];
  return (
    <Table
      label="额度项下凭证"
      columns={columns}
      data={rows}
      rowKey={(r) => (r.kind === 'credit' ? r.credit.creditNo : 'total')}
      emptyText={<Empty description="该额度项下未开立凭证" />}
      virtualized={false}
    />
  );
}
