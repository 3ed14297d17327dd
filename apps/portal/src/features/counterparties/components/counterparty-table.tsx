import { COUNTERPARTY_ROLE_LABEL, COUNTERPARTY_STATUS_LABEL } from '@scf/api/contract';
import type { Counterparty, CounterpartyStatus } from '@scf/api/contract';
import { DataTable, Tag } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';

export interface CounterpartyTableProps extends ListTableProps {
  rows: readonly Counterparty[];
  /** The role may 确认/拒绝 (查询 only reads). */
  canDecide: boolean;
  /** The request being decided: its buttons are disabled. */
  busyRequestId: string | null;
  onDecide: (row: Counterparty, decision: 'confirm' | 'reject') => void;
}

const TONE: Record<CounterpartyStatus, 'success' | 'warning' | 'default'> = { CONFIRMED: 'success', PENDING: 'warning', REJECTED: 'default' };

function statusText(r: Counterparty): string {
  if (r.status !== 'PENDING') return COUNTERPARTY_STATUS_LABEL[r.status];
  return r.direction === 'RECEIVED' ? '待我方确认' : '待对方确认';
}

/** The relations and requests: a request addressed to the corporation carries 确认 and 拒绝. */
export function CounterpartyTable({ rows, canDecide, busyRequestId, onDecide, ...table }: CounterpartyTableProps) {
  const columns: TableColumn<Counterparty>[] = [
    { key: 'corpName', title: '企业名称', value: (r) => r.corpName },
    { key: 'uscc', title: '统一社会信用代码', width: 200, value: (r) => r.uscc },
    { key: 'role', title: '对方角色', width: 140, value: (r) => COUNTERPARTY_ROLE_LABEL[r.role] },
    { key: 'status', title: '状态', width: 130, render: (r) => <Tag tone={TONE[r.status]}>{statusText(r)}</Tag> },
    { key: 'since', title: '建立/申请日期', width: 140, sortable: true, value: (r) => r.since },
  ];
  const decidable = (r: Counterparty) => canDecide && r.status === 'PENDING' && r.direction === 'RECEIVED';
  const actions = (r: Counterparty): readonly DataTableAction[] =>
    decidable(r)
      ? [
          { label: '确认', onSelect: () => onDecide(r, 'confirm'), disabled: busyRequestId === r.requestId },
          { label: '拒绝', onSelect: () => onDecide(r, 'reject'), disabled: busyRequestId === r.requestId, danger: true },
        ]
      : [];
  return (
    <DataTable
      label="交易对手列表"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowLabel={(r) => r.corpName}
      emptyText="暂无交易对手"
      // No empty 操作 column when nothing on the page waits for this side.
      {...(rows.some(decidable) ? { actions, actionsWidth: 130 } : {})}
      {...table}
    />
  );
}
