import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import { CreditTable } from '@scf/finance-widgets';
import { tableState, useList } from '../../../lib/list';
import { flowPath } from '../api/record-paths';
import { CreditSearch } from './credit-search';

// `creditNo` in the URL opens one credit's flow, so the search keeps its text under another name.
const LIST = { filters: ['no'], sortable: ['issueDate', 'dueDate', 'amount', 'creditNo'], defaultSort: { field: 'issueDate', order: 'desc' } } as const;

/** Every credit the corporation has issued, held or passed on (scope all), page by page, to pick one's flow. */
export function CreditPicker() {
  const list = useList(LIST);
  const { no } = list.query.filters;
  const body = { ...list.query, filters: { scope: 'all' as const, ...(no ? { creditNo: no } : {}) } };
  const result = useEndpoint(creditEndpoints.credits, { body }, { keepPreviousData: true });
  return (
    <>
      <CreditSearch value={no ?? ''} onSearch={(text) => list.setFilters({ no: text })} />
      <CreditTable
        label="凭证列表"
        result={result}
        renderNo={(c) => <Link to={flowPath(c.creditNo)}>{c.creditNo}</Link>}
        sortable={['creditNo', 'amount', 'dueDate']}
        emptyText="暂无凭证"
        {...tableState(list)}
      />
    </>
  );
}
