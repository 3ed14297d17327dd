import { financeEndpoints } from '@scf/api/contract';
import type { FinanceRow } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useList, useListQuery } from '../../../lib/list';
import { financeLeadColumns, financeStatusColumn } from './finance-columns';
import { applicationTableProps } from '../../../lib/applications';

const NEWEST_FIRST = { filters: [], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;

/**
 * The corporation's financings — its own applications, or for a bank (`bank`) those addressed to it — `pending`: still
 * open. The bank reads who asks (the credit is in the detail); a supplier's own list has no 融资企业, it is always itself,
 * and no 到期日, so the list fits a 1280 px screen with its 借据号.
 */
export function FinanceList({ scope, bank, label, onOpen }: { scope: 'pending' | 'all'; bank: boolean; label: string; onOpen: (appNo: string) => void }) {
  const list = useList(NEWEST_FIRST);
  const query = useListQuery(financeEndpoints.list, list, { scope });
  const columns: TableColumn<FinanceRow>[] = [
    ...financeLeadColumns(onOpen, bank ? { credit: false } : { applicant: false }),
    { key: 'annualRate', title: '年化利率', align: 'right', width: 80, value: (r) => `${r.annualRate}%` },
    // The bank is paid at the credit's due date; the supplier has its money and reads the term in the detail.
    ...(bank ? [{ key: 'dueDate', title: '到期日', width: 100, value: (r: FinanceRow) => r.dueDate }] : []),
    financeStatusColumn,
    // A loan number exists only once the bank has funded: none of the open ones has one.
    ...(scope === 'all' ? [{ key: 'loanNo', title: '借据号', width: 150, value: (r: FinanceRow) => r.loanNo ?? '—' }] : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      emptyText={scope === 'pending' ? '暂无待处理的融资申请' : '暂无融资申请'}
      {...applicationTableProps(query, list, onOpen)}
    />
  );
}
