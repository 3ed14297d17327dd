import { useState } from 'react';
import { styled } from 'styled-components';
import { COUNTERPARTY_STATUSES, COUNTERPARTY_STATUS_LABEL } from '@scf/api/contract';
import { FormField, Select } from '@scf/ui';
import { KeywordSearch } from '../../../lib/list/keyword-search';

const Search = styled(KeywordSearch)`
  > div:first-child {
    width: 320px;
  }
  > div:nth-child(2) {
    width: 160px;
  }
`;

const ALL = 'ALL';
const STATUS_OPTIONS = [{ value: ALL, label: '全部' }, ...COUNTERPARTY_STATUSES.map((s) => ({ value: s, label: COUNTERPARTY_STATUS_LABEL[s] }))];

export interface CounterpartyFilters {
  keyword: string;
  status: string;
}

/** 企业名称 / 统一社会信用代码 and 状态: a new search starts at page 1 (the list keeps it in the URL). */
export function CounterpartySearch({ filters, onSearch }: { filters: CounterpartyFilters; onSearch: (f: CounterpartyFilters) => void }) {
  const [status, setStatus] = useState(filters.status || ALL);
  return (
    <Search
      label="企业名称/统一社会信用代码"
      name="交易对手查询"
      placeholder="输入企业名称或统一社会信用代码"
      value={filters.keyword}
      onSearch={(keyword) => onSearch({ keyword, status: status === ALL ? '' : status })}
      onReset={() => {
        setStatus(ALL);
        onSearch({ keyword: '', status: '' });
      }}
    >
      <FormField label="状态">
        <Select value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
      </FormField>
    </Search>
  );
}
