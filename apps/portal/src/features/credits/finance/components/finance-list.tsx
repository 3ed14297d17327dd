import { financeEndpoints } from '@scf/api/contract';
import type { FinanceRow } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useList, useListQuery } from '../../../../lib/list';
import { financeLeadColumns } from './finance-columns';
import { applicationTableProps } from '../../components/columns';

const NEWEST_FIRST = { filters: [], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;

/** The corporation's financings — its own applications, or for a bank those addressed to it — `pending`: still open. */
export function FinanceList({ scope, label, onOpen }: { scope: 'pending' | 'all'; label: string; onOpen: (appNo: string) => void }) {
  const list = useList(NEWEST_FIRST);
  const query = useListQuery(financeEndpoints.list, list, { scope });
  const columns: TableColumn<FinanceRow>[] = [
    ...financeLeadColumns(onOpen),
    { key: 'annualRate', title: '年化利率', align: 'right', width: 80, value: (r) => `${r.annualRate}%` },
    { key: 'dueDate', title: '到期日', width: 100, value: (r) => r.dueDate },
    { key: 'status', title: '状态', width: 120, value: (r) => r.stage || r.statusLabel },
    // A loan number exists only once the bank has funded: none of the open ones has one.
    ...(scope === 'all' ? [{ key: 'loanNo', title: '借据号', width: 150, value: (r: FinanceRow) => r.loanNo ?? '—' }] : []),
  ];
  return (
    <DataTable label={label} columns={columns} emptyText={scope === 'pending' ? '暂无待处理的融资申请' : '暂无融资申请'} {...applicationTableProps(query, list, onOpen)} />
  );
}
