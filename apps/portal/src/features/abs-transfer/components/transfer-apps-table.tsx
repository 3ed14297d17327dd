import { useState } from 'react';
import { useEndpoint } from '@scf/api';
import { absEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationRow } from '@scf/api/contract';
import { AmountText, AppStatusTag, formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { appNoColumn, useReaderSide } from '../../../lib/applications';
import { StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';

/** Which transfers: the caller's queue (待办), those it acted on (已办), all of its corporation's, or the operator's own. */
export type TransferScope = 'review' | 'done' | 'all' | 'mine';

const EMPTY: Record<TransferScope, string> = {
  review: '暂无待办的转让申请',
  done: '暂无已办的转让申请',
  all: '暂无转让申请',
  mine: '暂无转让申请',
};

function useTransferApps(scope: TransferScope, page: number, size: number) {
  const paging = { page, size };
  const apps = useEndpoint(
    creditEndpoints.applications,
    scope === 'done'
      ? null
      : { body: { ...paging, sort: { field: 'createdAt', order: scope === 'review' ? 'asc' : 'desc' }, filters: { scope, bizType: 'ABS_TRANSFER' } } },
    { keepPreviousData: true },
  );
  const done = useEndpoint(absEndpoints.transferDone, scope === 'done' ? { body: paging } : null, { keepPreviousData: true });
  return scope === 'done' ? done : apps;
}

/**
 * A page of ABS转让 applications: number (opens it), 转让方 over 受让方, 转让金额, 经办人, 提交时间, 状态 in the reader's
 * words; 待办 oldest first (the order they are worked off), the others newest first.
 */
export function TransferAppsTable({ label, scope, onOpen }: { label: string; scope: TransferScope; onOpen: (appNo: string) => void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { data, error, isLoading, mutate } = useTransferApps(scope, page, size);
  const sideOf = useReaderSide();
  const columns: TableColumn<ApplicationRow>[] = [
    appNoColumn<ApplicationRow>(onOpen),
    {
      key: 'parties',
      title: '转让方 / 受让方',
      value: (r) => r.applicant.corpName,
      render: (r) => <StackedCell main={r.applicant.corpName} sub={`受让方：${r.counterparty?.corpName ?? '—'}`} />,
    },
    { key: 'amount', title: '转让金额', align: 'right', width: 150, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'creator', title: '经办人', width: 80, value: (r) => r.creator.personName },
    { key: 'createdAt', title: '提交时间', width: 150, value: (r) => formatBusinessDateTime(r.businessDate, r.createdAt) },
    {
      key: 'status',
      title: '状态',
      width: 120,
      value: (r) => r.status,
      render: (r) => <AppStatusTag status={r.status} side={sideOf(r)} bizType={r.bizType} />,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey={(r) => r.appNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText={EMPTY[scope]}
      actionsWidth={64}
      actions={(r) => [{ label: scope === 'review' ? '办理' : '查看', onSelect: () => onOpen(r.appNo) }]}
    />
  );
}
