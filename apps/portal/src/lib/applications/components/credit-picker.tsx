import { useState } from 'react';
import { styled } from 'styled-components';
import { creditEndpoints } from '@scf/api/contract';
import type { Credit } from '@scf/api/contract';
import { creditColumns } from '@scf/finance-widgets';
import { Button, DataTable, TextInput } from '@scf/ui';
import { tableState, useList, useListQuery } from '../../list';
import { failureMessage } from '../../write';
import { useProduct } from '../../product/use-product';

const LIST = { filters: ['creditNo'], sortable: ['dueDate', 'amount', 'issueDate', 'creditNo'], defaultSort: { field: 'dueDate', order: 'asc' } } as const;
const COLUMNS = creditColumns({ sortable: LIST.sortable });
/** Not a form: the picker sits inside an application form, and a form may not hold another (Enter searches here). */
const Search = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
  input {
    width: 260px;
  }
`;

export interface CreditPickerProps {
  /** Which credits may be picked (`withdrawable`: waiting to be signed for; `recyclable`: held by the issuer itself; `transferable`, `returnable`: held by the caller, free). */
  scope: 'withdrawable' | 'recyclable' | 'transferable' | 'returnable';
  label: string;
  /** The picked credits, across pages. */
  value: readonly Credit[];
  onChange: (credits: Credit[]) => void;
  emptyText: string;
}

/** A page of the credits an action may take, with a checkbox per row; the choice survives paging and searching. */
export function CreditPicker({ scope, label, value, onChange, emptyText }: CreditPickerProps) {
  const product = useProduct();
  const list = useList(LIST);
  const [search, setSearch] = useState(list.query.filters.creditNo ?? '');
  const { data, error, isLoading, mutate } = useListQuery(creditEndpoints.credits, list, { scope, productType: product.type });
  const rows = data?.rows ?? [];
  const onPage = new Set(rows.map((c) => c.creditNo));
  const pick = (keys: string[]) => {
    const chosen = new Set(keys);
    // Keys of other pages stay picked; this page's rows follow the checkboxes.
    onChange([...value.filter((c) => !onPage.has(c.creditNo)), ...rows.filter((c) => chosen.has(c.creditNo))]);
  };
  const find = () => list.setFilters({ creditNo: search.trim() });
  return (
    <>
      <Search role="search" aria-label={`${label}查询`}>
        <TextInput
          aria-label="凭证编号"
          placeholder="按凭证编号查询"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches the credits, never submits the application form around the picker.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            find();
          }}
        />
        <Button onClick={find}>查询</Button>
      </Search>
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={rows}
        total={data?.total ?? 0}
        rowKey={(c) => c.creditNo}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={emptyText}
        selectable
        selectedKeys={value.map((c) => c.creditNo).filter((no) => onPage.has(no))}
        onSelectedKeysChange={pick}
        rowLabel={(c) => c.creditNo}
        {...tableState(list)}
      />
    </>
  );
}
