import type { ApplicationRow } from '@scf/api/contract';
import { AmountText, formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useState } from 'react';
import { failureMessage } from '../../../lib/write';
import { useEdtFinanceApps } from '../api/edt-chain-calls';
import { financeStatusLabel, financeStatusTone } from '../api/edt-chain-labels';

const columns: TableColumn<ApplicationRow>[] = [
  { key: 'appNo', title: '申请编号', width: 180, value: (a) => a.appNo },
  { key: 'fi', title: '资金方', value: (a) => a.counterparty?.corpName ?? '' },
  { key: 'amount', title: '融资金额', align: 'right', width: 150, value: (a) => a.amount, render: (a) => <AmountText value={a.amount} /> },
  { key: 'creator', title: '经办人', width: 80, value: (a) => a.creator.personName },
  { key: 'createdAt', title: '提交时间', width: 150, value: (a) => formatBusinessDateTime(a.businessDate, a.createdAt) },
  {
    key: 'status',
    title: '状态',
    width: 130,
    value: (a) => financeStatusLabel({ loan: null }, a.status),
    render: (a) => <Tag tone={financeStatusTone({ loan: null }, a.status)}>{financeStatusLabel({ loan: null }, a.status)}</Tag>,
  },
];

/** 待我审批: the 订单融资 waiting on the supplier's director — 待复核 (同意 / 退回) and 待确认融资方案 (接受方案 / 放弃). */
export function ReviewQueue({ onOpen }: { onOpen: (appNo: string) => void }) {
  const { data, error, isLoading, mutate } = useEdtFinanceApps('review');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = data?.rows ?? [];
  return (
    <DataTable
      label="待我审批"
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
      emptyText="暂无待审批的融资申请"
      actionsWidth={64}
      actions={(a) => [{ label: '审批', onSelect: () => onOpen(a.appNo) }]}
    />
  );
}
