import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, DatePicker, FormField, Select } from '@scf/ui';
import type { SelectOption } from '@scf/ui';
import { SearchForm } from '../../../lib/list/keyword-search';
import { NO_FILTERS } from '../api/report-calls';
import type { ReportFilters } from '../api/report-calls';

const Form = styled(SearchForm)`
  > div {
    width: 180px;
  }
`;

const ALL = 'ALL';
const withAll = (options: readonly SelectOption[]): SelectOption[] => [{ value: ALL, label: '全部' }, ...options];

export interface FilterChoices {
  debtors: readonly SelectOption[];
  products: readonly SelectOption[];
  factors: readonly SelectOption[];
}

/** The report centre's filter bar (domain-lines.md §18.6): 统计截止日, 债务人, 专项计划, 受让方; 查询 applies, 重置 clears. */
export function ReportFilterBar({
  filters,
  choices,
  businessDate,
  onSearch,
}: {
  filters: ReportFilters;
  choices: FilterChoices;
  businessDate: string;
  onSearch: (f: ReportFilters) => void;
}) {
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const set = (patch: Partial<ReportFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const select = (name: 'debtorCorpId' | 'productCode' | 'fiCorpId', label: string, options: readonly SelectOption[]) => (
    <FormField label={label}>
      <Select value={draft[name] || ALL} options={withAll(options)} onValueChange={(v) => set({ [name]: v === ALL ? '' : v })} />
    </FormField>
  );
  return (
    <Form role="search" aria-label="报表查询" onSubmit={submit}>
      <FormField label="统计截止日">
        <DatePicker value={draft.asOf || businessDate} onValueChange={(v) => set({ asOf: v })} />
      </FormField>
      {select('debtorCorpId', '债务人', choices.debtors)}
      {select('productCode', '专项计划', choices.products)}
      {select('fiCorpId', '受让方', choices.factors)}
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_FILTERS);
          onSearch(NO_FILTERS);
        }}
      >
        重置
      </Button>
    </Form>
  );
}
