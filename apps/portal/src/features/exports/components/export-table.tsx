import { EXPORT_STATUS_LABEL } from '@scf/api/contract';
import type { ExportJob, ExportStatus } from '@scf/api/contract';
import { formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable, StatusTag } from '@scf/ui';
import type { StatusStyle, TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import type { ListTableProps } from '../../../lib/list';

const TONE: Record<ExportStatus, StatusStyle['tone']> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  EXPIRED: 'warning',
  CANCELLED: 'default',
};
const STATUSES = Object.fromEntries(Object.entries(EXPORT_STATUS_LABEL).map(([k, label]) => [k, { label, tone: TONE[k as ExportStatus] }])) as Record<
  ExportStatus,
  StatusStyle
>;

export interface ExportTableProps extends ListTableProps {
  rows: readonly ExportJob[];
  onDownload: (job: ExportJob) => void;
  onCancel: (job: ExportJob) => void;
  onRedo: (job: ExportJob) => void;
}

/** 导出记录's columns (domain-lines.md §16.6), with 下载 · 取消 · 重新导出 where the export's state allows. */
export function ExportTable({ rows, onDownload, onCancel, onRedo, ...table }: ExportTableProps) {
  // At 1280 px every column and 操作 stay in view: 导出内容 under 任务编号, 进度 under 状态, 完成时间 under 创建时间.
  const columns: TableColumn<ExportJob>[] = [
    {
      key: 'exportNo',
      title: '任务编号 / 导出内容',
      width: 176,
      value: (j) => j.exportNo,
      render: (j) => <StackedCell main={j.exportNo} sub={j.label} />,
    },
    { key: 'conditions', title: '查询条件', value: (j) => j.conditions },
    { key: 'rowCount', title: '数据条数', width: 84, align: 'right', value: (j) => j.rowCount },
    {
      key: 'status',
      title: '状态 / 进度',
      width: 120,
      value: (j) => `${EXPORT_STATUS_LABEL[j.status]} ${j.progress}%`,
      render: (j) => (
        <span title={j.failReason ?? undefined}>
          <StackedCell main={<StatusTag status={j.status} statuses={STATUSES} />} sub={`进度 ${j.progress}%`} />
          {j.failReason ? <div>{j.failReason}</div> : null}
        </span>
      ),
    },
    {
      key: 'times',
      title: '创建时间 / 完成时间',
      width: 150,
      value: (j) => formatBusinessDateTime(j.businessDate, j.createdAt),
      render: (j) => (
        <StackedCell
          main={formatBusinessDateTime(j.businessDate, j.createdAt)}
          sub={j.finishedAt ? formatBusinessDateTime(j.businessDate, j.finishedAt) : '—'}
        />
      ),
    },
    { key: 'expiresOn', title: '有效期至', width: 100, value: (j) => j.expiresOn ?? '—' },
  ];
  return (
    <DataTable
      label="导出记录"
      columns={columns}
      rows={rows}
      rowKey={(j) => j.exportNo}
      emptyText="暂无导出记录"
      actions={(j) => [
        ...(j.actions.includes('DOWNLOAD') ? [{ label: '下载', onSelect: () => onDownload(j) }] : []),
        ...(j.actions.includes('CANCEL') ? [{ label: '取消', onSelect: () => onCancel(j) }] : []),
        ...(j.actions.includes('RETRY') ? [{ label: '重新导出', onSelect: () => onRedo(j) }] : []),
      ]}
      actionsWidth={150}
      {...table}
    />
  );
}
