import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { COUNTERPARTY_STATUSES, COUNTERPARTY_STATUS_LABEL } from '@scf/api/contract';
import { Button, FormField, Select, TextInput } from '@scf/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
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
  const [keyword, setKeyword] = useState(filters.keyword);
  const [status, setStatus] = useState(filters.status || ALL);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ keyword: keyword.trim(), status: status === ALL ? '' : status });
  };
  return (
    <Form role="search" aria-label="交易对手查询" onSubmit={submit}>
      <FormField label="企业名称/统一社会信用代码">
        <TextInput value={keyword} maxLength={100} placeholder="输入企业名称或统一社会信用代码" onChange={(e) => setKeyword(e.target.value)} />
      </FormField>
      <FormField label="状态">
        <Select value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        type="button"
        onClick={() => {
          setKeyword('');
          setStatus(ALL);
          onSearch({ keyword: '', status: '' });
        }}
      >
        重置
      </Button>
    </Form>
  );
}
