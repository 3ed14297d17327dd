import type { BabIssueRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';

export interface RowAction {
  label: string;
  onSelect: (row: BabIssueRow) => void;
}

/** A list of BAB applications: number and date, the parties, the amounts (margin and fee under the face), state, actions. */
export function BabAppsTable({
  label,
  rows,
  actions,
  emptyText,
}: {
  label: string;
  rows: readonly BabIssueRow[];
  actions: readonly RowAction[];
  emptyText: string;
}) {
  const columns: TableColumn<BabIssueRow>[] = [
    { key: 'appNo', title: '申请编号', render: (r) => <StackedCell main={r.appNo} sub={`申请日 ${r.appliedDate} · ${r.creator}`} /> },
    { key: 'parties', title: '出票人 / 承兑人', render: (r) => <StackedCell main={r.drawer.corpName} sub={r.acceptor.corpName} /> },
    { key: 'payees', title: '收票人', render: (r) => <StackedCell main={r.payees.join('、')} sub={`共${r.lineCount}张票据`} /> },
    {
      key: 'amount',
      title: '票据金额',
      align: 'right',
      render: (r) => (
        <StackedCell
          main={<AmountText value={r.amount} />}
          sub={
            <>
              保证金 <AmountText value={r.margin} /> · 手续费 <AmountText value={r.fee} />
            </>
          }
        />
      ),
    },
    { key: 'status', title: '状态', value: (r) => r.statusLabel, width: 110 },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      render: (r) =>
        actions.map((a) => (
          <Button key={a.label} variant="link" onClick={() => a.onSelect(r)} aria-label={`${a.label} ${r.appNo}`}>
            {a.label}
          </Button>
        )),
    },
  ];
  return <Table label={label} columns={columns} data={rows} rowKey={(r) => r.appNo} emptyText={emptyText} />;
}
