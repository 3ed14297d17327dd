import type { ComponentProps } from 'react';
import type { ApplicationRow } from '@scf/api/contract';
import { AmountText, AppStatusTag, formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { useReaderSide } from '../api/use-reader-side';
import { appNoColumn } from './columns';

type TableProps = ComponentProps<typeof DataTable<ApplicationRow>>;

export interface ApplicationsTableProps extends Pick<
  TableProps,
  'page' | 'size' | 'sort' | 'onPageChange' | 'onSizeChange' | 'onSortChange' | 'loading' | 'error' | 'onRetry' | 'emptyText' | 'actionsWidth'
> {
  /** Accessible name, e.g. 待复核申请. */
  label: string;
  rows: readonly ApplicationRow[];
  total: number;
  /** The application number opens it. */
  onOpen: (appNo: string) => void;
  /** Its row actions (the server's `actions` turned into buttons by the screen). */
  actions?: (row: ApplicationRow) => readonly DataTableAction[];
  /** The 经办人 column: a reviewer's queue has many makers, the caller's own list has one. */
  showCreator?: boolean;
}

/**
 * A page of applications: number (opens it), the other party, amount, count, (maker,) time and 状态. The applicant is
 * the caller's own corporation on every screen that lists them, so it takes no column.
 */
export function ApplicationsTable({ label, rows, total, onOpen, actions, showCreator = false, ...table }: ApplicationsTableProps) {
  const sideOf = useReaderSide();
  const columns: TableColumn<ApplicationRow>[] = [
    appNoColumn<ApplicationRow>(onOpen),
    { key: 'counterparty', title: '交易对手', value: (r) => r.counterparty?.corpName ?? (r.bizType === 'ISSUE' ? '多个接收方' : '—') },
    { key: 'amount', title: '金额', align: 'right', width: 140, sortable: true, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'creditCount', title: '笔数', align: 'right', width: 60, value: (r) => r.creditCount },
    ...(showCreator ? [{ key: 'creator', title: '经办人', width: 72, value: (r: ApplicationRow) => r.creator.personName }] : []),
    { key: 'createdAt', title: '提交时间', width: 150, sortable: true, value: (r) => formatBusinessDateTime(r.businessDate, r.createdAt) },
    { key: 'status', title: '状态', width: 90, value: (r) => r.status, render: (r) => <AppStatusTag status={r.status} side={sideOf(r)} bizType={r.bizType} /> },
  ];
  return <DataTable label={label} columns={columns} rows={rows} total={total} rowKey={(r) => r.appNo} actions={actions} {...table} />;
}
