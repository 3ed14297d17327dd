import { useState } from 'react';
import { EDT_LINE_STATUSES, EDT_LINE_STATUS_LABEL } from '@scf/api/contract';
import type { EdtLine } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { DataTableAction, TableColumn, TagTone } from '@scf/ui';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';

const TONE: Record<EdtLine['status'], TagTone> = { PENDING: 'warning', ACTIVE: 'success', FROZEN: 'danger', EXPIRED: 'default' };
const SIZE = 10;
const ALL = 'ALL';
type Filters = { keyword: string; status: string };
const SEARCH: ListSearchSpec<Filters> = {
  label: '授信查询条件',
  keyword: { label: '企业名称/授信编号', placeholder: '输入企业名称或授信编号' },
  choice: {
    name: 'status',
    label: '状态',
    options: [{ value: ALL, label: '全部' }, ...EDT_LINE_STATUSES.map((s) => ({ value: s, label: EDT_LINE_STATUS_LABEL[s] }))],
  },
  empty: { keyword: '', status: ALL },
};
const matches = (l: EdtLine, { keyword, status }: Filters) =>
  (!status || l.status === status) && (!keyword || [l.lineId, l.supplier.corpName, l.core.corpName, l.fi.corpName].some((t) => t.includes(keyword)));
const money = (key: 'total' | 'used' | 'frozen' | 'available', title: string): TableColumn<EdtLine> => ({
  key,
  title,
  width: 130,
  value: (l) => l[key],
  render: (l) => <AmountText value={l[key]} />,
});

export interface LineTableProps {
  rows: readonly EdtLine[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The bank's view: 授信企业 instead of 资金方, and the row's actions. */
  actions?: (line: EdtLine) => readonly DataTableAction[];
  bank?: boolean;
}

/**
 * The e订通 lines (§19.3): 授信额度, 已用, 冻结, 可用, 起止日, 状态, 核心企业, 融资比例, 年利率 — read-only for the supplier,
 * with 审批 / 冻结 / 解冻 / 调整额度 for the bank's product manager.
 */
export function LineTable({ rows, loading, error, onRetry, actions, bank = false }: LineTableProps) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({ keyword: '', status: '' });
  const all = (rows ?? []).filter((l) => matches(l, filters));
  const columns: TableColumn<EdtLine>[] = [
    { key: 'lineId', title: '授信编号', width: 170, value: (l) => l.lineId },
    bank ? { key: 'supplier', title: '授信企业', value: (l) => l.supplier.corpName } : { key: 'fi', title: '资金方', value: (l) => l.fi.corpName },
    { key: 'core', title: '核心企业', value: (l) => l.core.corpName },
    money('total', '授信额度'),
    money('used', '已用'),
    money('frozen', '冻结'),
    money('available', '可用'),
    { key: 'term', title: '起止日', width: 200, value: (l) => `${l.startDate} 至 ${l.endDate}` },
    { key: 'maxRatio', title: '融资比例', width: 90, value: (l) => l.maxRatio },
    { key: 'annualRate', title: '年利率', width: 90, value: (l) => l.annualRate },
    {
      key: 'status',
      title: '状态',
      width: 90,
      value: (l) => EDT_LINE_STATUS_LABEL[l.status],
      render: (l) => <Tag tone={TONE[l.status]}>{EDT_LINE_STATUS_LABEL[l.status]}</Tag>,
    },
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
        label="授信列表"
        columns={columns}
        rows={all.slice((page - 1) * SIZE, page * SIZE)}
        total={all.length}
        page={page}
        size={SIZE}
        onPageChange={setPage}
        loading={loading}
        error={error ? '授信加载失败' : undefined}
        onRetry={onRetry}
        rowKey={(l) => l.lineId}
        emptyText="暂无授信"
        {...(actions ? { actions, actionsWidth: 200 } : {})}
      />
    </>
  );
}
