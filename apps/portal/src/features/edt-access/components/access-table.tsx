import { useState } from 'react';
import { EDT_ACCESS_STATUSES, EDT_ACCESS_STATUS_LABEL } from '@scf/api/contract';
import type { EdtAccess } from '@scf/api/contract';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn, TagTone } from '@scf/ui';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';

const TONE: Record<EdtAccess['status'], TagTone> = {
  APPROVED: 'success',
  PENDING_REVIEW: 'warning',
  PENDING_FI: 'processing',
  FI_REJECTED: 'danger',
  RETURNED: 'danger',
  CANCELLED: 'default',
  EXPIRED: 'default',
};
const SIZE = 10;
const ALL = 'ALL';
type Filters = { keyword: string; status: string };
const SEARCH: ListSearchSpec<Filters> = {
  label: '准入查询条件',
  keyword: { label: '企业名称/申请编号', placeholder: '输入企业名称或申请编号' },
  choice: {
    name: 'status',
    label: '状态',
    options: [{ value: ALL, label: '全部' }, ...EDT_ACCESS_STATUSES.map((s) => ({ value: s, label: EDT_ACCESS_STATUS_LABEL[s] }))],
  },
  empty: { keyword: '', status: ALL },
};
const matches = (a: EdtAccess, { keyword, status }: Filters) =>
  (!status || a.status === status) && (!keyword || [a.appNo, a.supplier.corpName, a.core.corpName, a.fi.corpName].some((t) => t.includes(keyword)));

export interface AccessTableProps {
  label: string;
  rows: readonly EdtAccess[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** 查看 (or 审核) of one access. */
  onOpen: (a: EdtAccess) => void;
  action: string;
  emptyText: string;
}

/** The accesses (准入查询 / 准入审核): 核心企业, 资金方, 申请编号, 申请日期, 状态 (§19.2's labels), 有效期至; the newest first. */
export function AccessTable({ label, rows, loading, error, onRetry, onOpen, action, emptyText }: AccessTableProps) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({ keyword: '', status: '' });
  const all = (rows ?? []).filter((a) => matches(a, filters)).sort((a, b) => b.appNo.localeCompare(a.appNo));
  const columns: TableColumn<EdtAccess>[] = [
    { key: 'appNo', title: '申请编号', width: 180, value: (a) => a.appNo },
    { key: 'supplier', title: '供应商', value: (a) => a.supplier.corpName },
    { key: 'core', title: '核心企业', value: (a) => a.core.corpName },
    { key: 'fi', title: '资金方', value: (a) => a.fi.corpName },
    { key: 'appliedOn', title: '申请日期', width: 110, value: (a) => a.appliedOn },
    {
      key: 'status',
      title: '状态',
      width: 130,
      value: (a) => EDT_ACCESS_STATUS_LABEL[a.status],
      render: (a) => <Tag tone={TONE[a.status]}>{EDT_ACCESS_STATUS_LABEL[a.status]}</Tag>,
    },
    { key: 'validTo', title: '有效期至', width: 110, value: (a) => a.validTo ?? '—' },
  ];
  return (
    <>
      <ListSearch
        {...SEARCH}
        filters={{}}
        onSearch={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <DataTable
        label={label}
        columns={columns}
        rows={all.slice((page - 1) * SIZE, page * SIZE)}
        total={all.length}
        page={page}
        size={SIZE}
        onPageChange={setPage}
        loading={loading}
        error={error ? '准入记录加载失败' : undefined}
        onRetry={onRetry}
        rowKey={(a) => a.appNo}
        emptyText={emptyText}
        actions={(a) => [{ label: action, onSelect: () => onOpen(a) }]}
      />
    </>
  );
}
