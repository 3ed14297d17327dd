import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { limitEndpoints } from '@scf/api/contract';
import { CreditTable } from '@scf/finance-widgets';
import { usePaged } from '../api/use-paged';

/** The outstanding credits that consume the line (domain.md §6.4), page by page; a number opens its flow records. */
export function LineCreditsTable({ lineId }: { lineId: string }) {
  const { query, table } = usePaged<'dueDate' | 'amount' | 'issueDate'>({ field: 'dueDate', order: 'asc' });
  const result = useEndpoint(limitEndpoints.lineCredits, { params: { lineId }, body: query }, { keepPreviousData: true });
  return (
    <CreditTable
      label="占用额度的凭证"
      result={result}
      renderNo={(c) => <Link to={`/transfer-record?creditNo=${c.creditNo}`}>{c.creditNo}</Link>}
      sortable={['amount', 'dueDate']}
      emptyText="暂无占用该额度的凭证"
      {...table}
    />
  );
}
