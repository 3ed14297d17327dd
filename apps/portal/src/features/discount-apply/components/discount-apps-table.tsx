import { useState } from 'react';
import type { DiscountRow } from '@scf/api/contract';
import { AmountText, AppStatusTag } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { appNoColumn } from '../../../lib/applications';
import type { ListState } from '../../../lib/list';
import { StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { useDiscountList } from '../api/discount-apply-calls';
import type { DiscountListFilters } from '../api/discount-apply-calls';
import { payerText } from '../api/discount-apply-paths';
import { discountStatusLabel } from '../api/discount-status';

export interface DiscountAppsTableProps {
  label: string;
  emptyText: string;
  /** The filters the screen fixes (a queue's statuses) or the search's (贴现查询). */
  filters?: DiscountListFilters;
  /** 贴现查询 keeps its page in the URL; the queues keep theirs here. */
  list?: ListState<string, string>;
  onOpen: (appNo: string) => void;
  /** The row's buttons (查看, 撤回, 编辑 …); 查看 by default. */
  actions?: (row: DiscountRow) => DataTableAction[];
}

const columns = (onOpen: (appNo: string) => void): TableColumn<DiscountRow>[] => [
  appNoColumn<DiscountRow>(onOpen),
  {
    key: 'fi',
    title: '贴现银行',
    value: (r) => r.fi.corpName,
    render: (r) => <StackedCell main={r.fi.corpName} sub={`贴现利率 ${r.annualRate}`} />,
  },
  { key: 'billCount', title: '票据张数', align: 'right', width: 80, value: (r) => `${r.billCount}张` },
  { key: 'amount', title: '贴现金额', align: 'right', width: 140, value: (r) => r.totals.amount, render: (r) => <AmountText value={r.totals.amount} /> },
  { key: 'proceeds', title: '实付金额', align: 'right', width: 140, value: (r) => r.totals.proceeds, render: (r) => <AmountText value={r.totals.proceeds} /> },
  { key: 'payer', title: '付息方式', width: 130, value: (r) => payerText(r.payer, r.buyerPct) },
  { key: 'appliedDate', title: '申请日期', width: 110, value: (r) => r.appliedDate },
  {
    key: 'status',
    title: '状态',
    width: 120,
    value: (r) => r.status,
    render: (r) => <AppStatusTag status={r.status} label={discountStatusLabel(r.status)} />,
  },
];

/**
 * A page of the caller's discount applications, newest first: 申请编号 (opens it), 贴现银行 over 贴现利率, 票据张数,
 * 贴现金额, 实付金额, 付息方式, 申请日期, 状态.
 */
export function DiscountAppsTable({ label, emptyText, filters = {}, list, onOpen, actions }: DiscountAppsTableProps) {
  const [own, setOwn] = useState({ page: 1, size: 10 });
  const page = list ? list.query.page : own.page;
  const size = list ? list.query.size : own.size;
  const { data, error, isLoading, mutate } = useDiscountList({ page, size, filters });
  return (
    <DataTable
      label={label}
      columns={columns(onOpen)}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey={(r) => r.appNo}
      page={page}
      size={size}
      onPageChange={(p) => (list ? list.setPage(p) : setOwn((o) => ({ ...o, page: p })))}
      onSizeChange={(s) => (list ? list.setSize(s) : setOwn({ page: 1, size: s }))}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText={emptyText}
      actionsWidth={actions ? 120 : 64}
      actions={actions ?? ((r) => [{ label: '查看', onSelect: () => onOpen(r.appNo) }])}
    />
  );
}
