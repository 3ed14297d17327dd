import { useState } from 'react';
import { styled } from 'styled-components';
import { RECEIPT_BIZ_TYPES, RECEIPT_BIZ_TYPE_LABEL, RECEIPT_SIDES, RECEIPT_SIDE_LABEL } from '@scf/api/contract';
import { Button, DatePicker, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { SearchForm } from '../../../lib/list/keyword-search';

export const RECEIPT_FILTERS = ['dateFrom', 'dateTo', 'bizType', 'side', 'amountMin', 'amountMax', 'bizRef'] as const;
export type ReceiptFilterKey = (typeof RECEIPT_FILTERS)[number];
export type ReceiptFilters = Record<ReceiptFilterKey, string>;

const ALL = 'ALL';
const BIZ_OPTIONS = [{ value: ALL, label: '全部' }, ...RECEIPT_BIZ_TYPES.map((t) => ({ value: t, label: RECEIPT_BIZ_TYPE_LABEL[t] }))];
const SIDE_OPTIONS = [{ value: ALL, label: '全部' }, ...RECEIPT_SIDES.map((s) => ({ value: s, label: RECEIPT_SIDE_LABEL[s] }))];
const EMPTY: ReceiptFilters = { dateFrom: '', dateTo: '', bizType: '', side: '', amountMin: '', amountMax: '', bizRef: '' };

const Form = styled(SearchForm)`
  > div {
    width: 168px;
  }
`;

/** 回单查询's filters (§16.7): 交易日期 range, 业务类型, 收/付, 金额 range, 关联业务编号; 查询 starts at page 1. */
export function ReceiptSearch({ filters, onSearch }: { filters: Partial<ReceiptFilters>; onSearch: (f: Partial<ReceiptFilters>) => void }) {
  const [d, setD] = useState<ReceiptFilters>({ ...EMPTY, ...filters });
  const set = (change: Partial<ReceiptFilters>) => setD((prev) => ({ ...prev, ...change }));
  const choice = (v: string) => (v === ALL ? '' : v);
  return (
    <Form
      role="search"
      aria-label="回单查询条件"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...d, bizRef: d.bizRef.trim() });
      }}
    >
      <FormField label="交易日期起">
        <DatePicker value={d.dateFrom} allowClear onValueChange={(v) => set({ dateFrom: v })} {...(d.dateTo ? { maxDate: d.dateTo } : {})} />
      </FormField>
      <FormField label="交易日期止">
        <DatePicker value={d.dateTo} allowClear onValueChange={(v) => set({ dateTo: v })} {...(d.dateFrom ? { minDate: d.dateFrom } : {})} />
      </FormField>
      <FormField label="业务类型">
        <Select value={d.bizType || ALL} options={BIZ_OPTIONS} onValueChange={(v) => set({ bizType: choice(v) })} />
      </FormField>
      <FormField label="收/付">
        <Select value={d.side || ALL} options={SIDE_OPTIONS} onValueChange={(v) => set({ side: choice(v) })} />
      </FormField>
      <FormField label="最低金额（元）">
        <MoneyInput showCapital={false} value={d.amountMin} onValueChange={(v) => set({ amountMin: v })} />
      </FormField>
      <FormField label="最高金额（元）">
        <MoneyInput showCapital={false} value={d.amountMax} onValueChange={(v) => set({ amountMax: v })} />
      </FormField>
      <FormField label="关联业务编号">
        <TextInput value={d.bizRef} maxLength={100} onChange={(e) => set({ bizRef: e.target.value })} />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setD(EMPTY);
          onSearch(EMPTY);
        }}
      >
        重置
      </Button>
    </Form>
  );
}
