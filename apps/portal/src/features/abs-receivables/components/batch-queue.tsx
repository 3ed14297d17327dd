import { useState } from 'react';
import type { ApplicationRow } from '@scf/api/contract';
import { AmountText, AppStatusTag, formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { appNoColumn } from '../../../lib/applications';
import { failureMessage } from '../../../lib/write';
import { useBatches } from '../api/abs-calls';

export interface BatchQueueProps {
  /** 待确权: the director's batches to confirm; 已退回: the operator's batches the director returned. */
  kind: 'review' | 'returned';
  onOpen: (appNo: string) => void;
}

const TEXT = {
  review: { label: '待确权', empty: '暂无待确权的应付账款', action: '确权' },
  returned: { label: '已退回', empty: '暂无已退回的应付账款', action: '查看' },
} as const;

/** The 应付账款登记 batches (APR) of one tab, oldest first for the director (the order they are worked off). */
export function BatchQueue({ kind, onOpen }: BatchQueueProps) {
  const { data, error, isLoading, mutate } = useBatches(kind === 'review' ? 'review' : 'mine', kind === 'returned' ? 'RETURNED' : undefined);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = data?.rows ?? [];
  const text = TEXT[kind];
  const columns: TableColumn<ApplicationRow>[] = [
    appNoColumn<ApplicationRow>(onOpen),
    { key: 'amount', title: '应付账款金额合计', align: 'right', width: 170, value: (a) => a.amount, render: (a) => <AmountText value={a.amount} /> },
    { key: 'creator', title: '经办人', width: 90, value: (a) => a.creator.personName },
    { key: 'createdAt', title: '提交时间', width: 160, value: (a) => formatBusinessDateTime(a.businessDate, a.createdAt) },
    { key: 'status', title: '状态', width: 100, value: (a) => a.status, render: (a) => <AppStatusTag status={a.status} bizType={a.bizType} /> },
  ];
  return (
    <DataTable
      label={text.label}
      columns={columns}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      rowKey={(a) => a.appNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText={text.empty}
      actionsWidth={64}
      actions={(a) => [{ label: text.action, onSelect: () => onOpen(a.appNo) }]}
    />
  );
}
