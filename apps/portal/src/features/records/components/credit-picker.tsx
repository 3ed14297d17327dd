import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import { CreditTable } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { ExportButton, tableState, useList } from '../../../lib/list';
import { KeywordSearch } from '../../../lib/list/keyword-search';
import { flowPath } from '../api/record-paths';

const Search = styled(KeywordSearch)`
  margin-top: 16px;
`;

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
      {/* Part of a number finds it; a new search starts at page 1. */}
      <Search
        label="凭证编号"
        name="凭证查询"
        placeholder="请输入凭证编号"
        maxLength={20}
        value={no ?? ''}
        onSearch={(text) => list.setFilters({ no: text })}
      />
      <ExportButton request={{ source: 'credits', filters: body.filters, ...(list.query.sort ? { sort: list.query.sort } : {}) }} />
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
