import { CASH_PLAN_STATUS_LABEL, CASH_PLAN_STATUSES } from '@scf/api/contract';
import type { CashPlanListQuery } from '@scf/api/contract';
import { DatePicker, FormField } from '@scf/ui';
import { ExportButton } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import type { PlanListState } from '../components/plan-list';
import { PlanScreen } from '../components/plan-screen';

const SEARCH: ListSearchSpec<{ keyword: string; status: string; dueFrom: string; dueTo: string }> = {
  label: '兑付查询',
  keyword: { label: '计划编号', placeholder: '输入计划编号' },
  choice: {
    name: 'status',
    label: '计划状态',
    options: [{ value: 'all', label: '全部' }, ...CASH_PLAN_STATUSES.map((s) => ({ value: s, label: CASH_PLAN_STATUS_LABEL[s] }))],
  },
  empty: { keyword: '', status: 'all', dueFrom: '', dueTo: '' },
};

/** 计划编号, 计划状态 and the 到期日 range; 查询 puts them in the URL (the list and 导出 read them there). */
function PlanSearch({ list }: { list: PlanListState }) {
  return (
    <ListSearch {...SEARCH} filters={list.query.filters} onSearch={list.setFilters}>
      {(d, set) => (
        <>
          <FormField label="到期日起">
            <DatePicker value={d.dueFrom} allowClear onValueChange={(v) => set({ dueFrom: v })} {...(d.dueTo ? { maxDate: d.dueTo } : {})} />
          </FormField>
          <FormField label="到期日止">
            <DatePicker value={d.dueTo} allowClear onValueChange={(v) => set({ dueTo: v })} {...(d.dueFrom ? { minDate: d.dueFrom } : {})} />
          </FormField>
        </>
      )}
    </ListSearch>
  );
}

/** 导出 of every line of the plans under the screen's filters — the list's own request — counted and written on the server (domain-lines.md §16.6). */
function CashExport({ filters }: { filters: NonNullable<CashPlanListQuery['filters']> }) {
  return <ExportButton request={{ source: 'cash-plans', filters, sort: { field: 'dueDate', order: 'asc' } }} />;
}

/** 兑付查询 (domain.md §7.8): the history of plans and their lines, searched and paged on the server; 导出 writes the lines found to xlsx. */
export default function CashQueryPage() {
  return (
    <PlanScreen
      label="兑付计划"
      empty="暂无兑付记录"
      filters={{}}
      tools={(plans) => (
        <>
          <PlanSearch list={plans.list} />
          <CashExport filters={plans.filters} />
        </>
      )}
    />
  );
}
