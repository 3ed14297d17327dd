import type { CashPlan, CashPlanListQuery } from '@scf/api/contract';
import { cashEndpoints } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { openColumn, tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { PlanStatusTag } from './cash-parts';

const LIST = { filters: [], sortable: ['dueDate', 'createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;

/** A page of the corporation's cash plans with fixed filters (the screen's variant, the review queue…). */
export function usePlanList(filters: NonNullable<CashPlanListQuery['filters']>) {
  const list = useList(LIST);
  const read = useListQuery(cashEndpoints.plans, list, filters as Record<string, string>);
  return { ...tableResult(read, (error) => (error ? failureMessage(error) : undefined)), mutate: read.mutate, ...tableState(list) };
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
  const { mutate: _m, ...rest } = table;
  return <DataTable label={label} emptyText={emptyText} columns={columns} rowKey={(r) => r.planNo} actions={actions} actionsWidth={64} {...rest} />;
}
