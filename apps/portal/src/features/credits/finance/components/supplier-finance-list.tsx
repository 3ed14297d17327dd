import { financeCoreEndpoints } from '@scf/api/contract';
import type { FinanceRow } from '@scf/api/contract';
import { DataTable, DatePicker, FormField, Select, TextInput } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { tableState, useList, useListQuery } from '../../../../lib/list';
import { financeLeadColumns } from './finance-columns';
import { ListSearch } from './list-search';
import { pageTableProps } from '../../components/columns';

const STAGES = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '审批中' },
  { value: 'completed', label: '已放款' },
  { value: 'ended', label: '已终止' },
];
const LIST = { filters: ['keyword', 'stage', 'from', 'to'], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const EMPTY = { keyword: '', stage: 'all', from: '', to: '' };

/**
 * 供应商融资查询 (domain.md §7.7): the suppliers' financings of the credits the core's group issued — by 融资企业 / 申请编号 /
 * 凭证编号, state and 申请日期 — paged on the server; a number opens 供应商融资详情.
 */
export function SupplierFinanceList({ onOpen }: { onOpen: (appNo: string) => void }) {
  const list = useList(LIST);
  const query = useListQuery(financeCoreEndpoints.supplierFinances, list, {});
  const columns: TableColumn<FinanceRow>[] = [
    ...financeLeadColumns(onOpen),
    { key: 'createdAt', title: '申请日期', width: 96, value: (r) => r.createdAt.slice(0, 10) },
    { key: 'status', title: '状态', width: 116, value: (r) => r.stage || r.statusLabel },
  ];
  const f = list.query.filters;
  return (
    <>
      <ListSearch label="供应商融资查询" initial={{ keyword: f.keyword ?? '', stage: f.stage ?? 'all', from: f.from ?? '', to: f.to ?? '' }} empty={EMPTY} onSearch={(d) => list.setFilters({ ...d, keyword: d.keyword.trim(), stage: d.stage === 'all' ? '' : d.stage })}>
        {(d, set) => (
          <>
            <FormField label="融资企业/申请编号/凭证编号">
              <TextInput value={d.keyword} maxLength={100} placeholder="输入企业名称或编号" onChange={(e) => set({ keyword: e.target.value })} />
            </FormField>
            <FormField label="状态">
              <Select value={d.stage} options={STAGES} onValueChange={(v) => set({ stage: v })} />
            </FormField>
            <FormField label="申请日期起">
              <DatePicker value={d.from} allowClear onValueChange={(v) => set({ from: v })} {...(d.to ? { maxDate: d.to } : {})} />
            </FormField>
            <FormField label="申请日期止">
              <DatePicker value={d.to} allowClear onValueChange={(v) => set({ to: v })} {...(d.from ? { minDate: d.from } : {})} />
            </FormField>
          </>
        )}
      </ListSearch>
      <DataTable
        label="供应商融资"
        columns={columns}
        {...pageTableProps(query)}
        rowKey={(r) => r.appNo}
        emptyText="暂无供应商融资"
        actions={(r) => [{ label: '查看', onSelect: () => onOpen(r.appNo) }]}
        actionsWidth={64}
        {...tableState(list)}
      />
    </>
  );
}
