import { useEndpoint } from '@scf/api';
import type { CashPlan, CashPlanListQuery, CashPlanStatus } from '@scf/api/contract';
import { CASH_PLAN_STATUSES, cashEndpoints } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { openColumn, tableResult, tableState, useList } from '../../../lib/list';
import type { ListState } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { PlanStatusTag } from './cash-parts';

// `keyword` (计划编号) in the URL: `?planNo=` opens a plan (a todo's link), so the filter has a name of its own.
const LIST = {
  filters: ['keyword', 'status', 'dueFrom', 'dueTo'],
  sortable: ['dueDate', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
} as const;
export type PlanFilterKey = (typeof LIST.filters)[number];
export type PlanListState = ListState<PlanFilterKey, (typeof LIST.sortable)[number]>;
type PlanFilters = NonNullable<CashPlanListQuery['filters']>;

const isStatus = (v: string | undefined): v is CashPlanStatus => CASH_PLAN_STATUSES.includes(v as CashPlanStatus);

/** The request's filters: the user's (兑付查询's search, from the URL) under the screen's fixed ones. */
function planFilters(f: PlanListState['query']['filters'], fixed: PlanFilters): PlanFilters {
  return {
    ...(f.keyword ? { planNo: f.keyword } : {}),
    ...(isStatus(f.status) ? { status: f.status } : {}),
    ...(f.dueFrom ? { dueFrom: f.dueFrom } : {}),
    ...(f.dueTo ? { dueTo: f.dueTo } : {}),
    ...fixed,
  };
}

/**
 * A page of the corporation's cash plans with fixed filters (the screen's variant, the review queue…) and the user's
 * search; `filters` is the request's, so 导出 writes exactly what the list shows.
 */
export function usePlanList(fixed: PlanFilters) {
  const list = useList(LIST);
  const filters = planFilters(list.query.filters, fixed);
  const read = useEndpoint(cashEndpoints.plans, { body: { ...list.query, filters } }, { keepPreviousData: true });
  const table = { ...tableResult(read, (error) => (error ? failureMessage(error) : undefined)), ...tableState(list) };
  return { table, mutate: read.mutate, list, filters };
}

export function PlanTable({
  label,
  emptyText,
  onOpen,
  actions,
  table,
}: {
  label: string;
  emptyText: string;
  onOpen: (planNo: string) => void;
  actions?: (p: CashPlan) => readonly DataTableAction[];
  table: ReturnType<typeof usePlanList>;
}) {
  const columns: TableColumn<CashPlan>[] = [
    openColumn<CashPlan>({ key: 'planNo', title: '计划编号', width: 172, text: (r) => r.planNo, onOpen: (r) => onOpen(r.planNo) }),
    { key: 'dueDate', title: '到期日', width: 100, sortable: true, value: (r) => r.dueDate },
    { key: 'total', title: '兑付总额', align: 'right', width: 140, value: (r) => r.total, render: (r) => <AmountText value={r.total} /> },
    { key: 'paidTotal', title: '已付金额', align: 'right', width: 140, value: (r) => r.paidTotal, render: (r) => <AmountText value={r.paidTotal} /> },
    { key: 'count', title: '笔数', align: 'right', width: 60, value: (r) => r.lineCount },
    { key: 'creator', title: '经办人', width: 72, value: (r) => r.creator.personName },
    { key: 'status', title: '状态', width: 90, value: (r) => r.status, render: (r) => <PlanStatusTag status={r.status} /> },
  ];
  return <DataTable label={label} emptyText={emptyText} columns={columns} rowKey={(r) => r.planNo} actions={actions} actionsWidth={64} {...table.table} />;
}
