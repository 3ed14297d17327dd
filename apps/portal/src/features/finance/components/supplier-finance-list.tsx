import { financeCoreEndpoints } from '@scf/api/contract';
import type { FinanceRow } from '@scf/api/contract';
import { DataTable, DatePicker, FormField } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useList, useListQuery } from '../../../lib/list';
import { financeLeadColumns, financeStatusColumn } from './finance-columns';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import { applicationTableProps } from '../../../lib/applications';

const STAGES = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '审批中' },
  { value: 'completed', label: '已放款' },
  { value: 'ended', label: '已终止' },
];
const LIST = { filters: ['keyword', 'stage', 'from', 'to'], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const SEARCH: ListSearchSpec<{ keyword: string; stage: string; from: string; to: string }> = {
  label: '供应商融资查询',
  keyword: { label: '融资企业/申请编号/凭证编号', placeholder: '输入企业名称或编号' },
  choice: { name: 'stage', label: '状态', options: STAGES },
  empty: { keyword: '', stage: 'all', from: '', to: '' },
};

/**
 * 供应商融资查询 (domain.md §7.7): the suppliers' financings of the credits the core's group issued — by 融资企业 / 申请编号 /
 * 凭证编号, state and 申请日期 — paged on the server; a number opens 供应商融资详情. `fixed`: filters the page sets
 * (供应商 → 融资详情: one supplier, the area's product).
 */
export function SupplierFinanceList({ onOpen, fixed = {} }: { onOpen: (appNo: string) => void; fixed?: Record<string, string> }) {
  const list = useList(LIST);
  const query = useListQuery(financeCoreEndpoints.supplierFinances, list, fixed);
  const columns: TableColumn<FinanceRow>[] = [
    ...financeLeadColumns(onOpen),
    { key: 'createdAt', title: '申请日期', width: 96, value: (r) => r.businessDate },
    financeStatusColumn,
  ];
  return (
    <>
      <ListSearch {...SEARCH} filters={list.query.filters} onSearch={list.setFilters}>
        {(d, set) => (
          <>
            <FormField label="申请日期起">
              <DatePicker value={d.from} allowClear onValueChange={(v) => set({ from: v })} {...(d.to ? { maxDate: d.to } : {})} />
            </FormField>
            <FormField label="申请日期止">
              <DatePicker value={d.to} allowClear onValueChange={(v) => set({ to: v })} {...(d.from ? { minDate: d.from } : {})} />
            </FormField>
          </>
        )}
      </ListSearch>
      <DataTable label="供应商融资" columns={columns} emptyText="暂无供应商融资" {...applicationTableProps(query, list, onOpen)} />
    </>
  );
}
