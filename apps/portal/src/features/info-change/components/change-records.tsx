import { INFO_CHANGE_FIELD_LABEL, INFO_CHANGE_STATUS_LABEL } from '@scf/api/contract';
import type { InfoChange, InfoChangeStatus } from '@scf/api/contract';
import { Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const TONE: Record<InfoChangeStatus, 'processing' | 'success' | 'danger' | 'default'> = {
  DRAFT: 'default',
  SUBMITTED: 'processing',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
};

const lines = (c: InfoChange, side: 'before' | 'after') => c.fields.map((f) => `${INFO_CHANGE_FIELD_LABEL[f]}：${c[side][f] || '—'}`).join('；');

const COLUMNS: TableColumn<InfoChange>[] = [
  { key: 'changeNo', title: '变更编号', width: 170, value: (c) => c.changeNo },
  { key: 'fields', title: '变更内容', width: 120, value: (c) => c.fields.map((f) => INFO_CHANGE_FIELD_LABEL[f]).join('、') },
  { key: 'before', title: '变更前', value: (c) => lines(c, 'before') },
  { key: 'after', title: '变更后', value: (c) => lines(c, 'after') },
  { key: 'submitterName', title: '提交人', width: 90, value: (c) => c.submitterName },
  { key: 'createdAt', title: '提交时间', width: 160, value: (c) => c.createdAt },
  { key: 'status', title: '状态', width: 90, value: (c) => c.status, render: (c) => <Tag tone={TONE[c.status]}>{INFO_CHANGE_STATUS_LABEL[c.status]}</Tag> },
  { key: 'reason', title: '说明', width: 160, value: (c) => c.reason || '—' },
];

/** 变更记录 (§16.2): each submitted change with 变更前 / 变更后 of its fields, its state and a refusal's reason. */
export function ChangeRecords({ rows }: { rows: readonly InfoChange[] }) {
  return (
    <Table label="变更记录" columns={COLUMNS} data={rows} rowKey={(c) => c.changeNo} emptyText={<Empty description="暂无变更记录" />} virtualized={false} />
  );
}
