import { useState } from 'react';
import { EDT_ORDER_STATUSES, EDT_ORDER_STATUS_LABEL } from '@scf/api/contract';
import type { EdtOrder, EdtOrderStatus } from '@scf/api/contract';
import { styled } from 'styled-components';
import { Button, FormField, Select, TextInput } from '@scf/ui';

/** The query bar as the credit lists lay it out (lib/list's SearchForm): fields in a row, the buttons at their foot. */
const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  > div {
    margin-bottom: 0;
    width: 200px;
  }
`;

export interface OrderFilter {
  orderNo: string;
  supplier: string;
  status: EdtOrderStatus | '';
}
export const NO_FILTER: OrderFilter = { orderNo: '', supplier: '', status: '' };

/** The server's query for a filter: 状态, and one keyword (it matches 订单编号 or a party's name). */
export const queryOf = (f: OrderFilter) => ({
  ...(f.status ? { status: f.status } : {}),
  ...(f.orderNo.trim() || f.supplier.trim() ? { keyword: (f.orderNo.trim() || f.supplier.trim()).slice(0, 64) } : {}),
});

/** The rows that match both texts (the server took one as its keyword), 待确认 first, then as the server sorted them. */
export function matching(rows: readonly EdtOrder[] | undefined, f: OrderFilter): EdtOrder[] | undefined {
  if (!rows) return undefined;
  const no = f.orderNo.trim();
  const supplier = f.supplier.trim();
  const hits = rows.filter((o) => (!no || o.orderNo.includes(no)) && (!supplier || o.supplier.corpName.includes(supplier)));
  return [...hits.filter((o) => o.status === 'UNCONFIRMED'), ...hits.filter((o) => o.status !== 'UNCONFIRMED')];
}

/** 查询条件: 订单编号, 供应商, 订单状态, then 查询 / 重置. */
export function OrderSearch({ onSearch }: { onSearch: (f: OrderFilter) => void }) {
  const [draft, setDraft] = useState<OrderFilter>(NO_FILTER);
  return (
    <Bar
      noValidate
      aria-label="查询条件"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <FormField label="订单编号">
        <TextInput name="orderNo" value={draft.orderNo} maxLength={64} onChange={(e) => setDraft({ ...draft, orderNo: e.target.value })} />
      </FormField>
      <FormField label="供应商">
        <TextInput name="supplier" value={draft.supplier} maxLength={64} onChange={(e) => setDraft({ ...draft, supplier: e.target.value })} />
      </FormField>
      <FormField label="订单状态">
        <Select
          name="status"
          value={draft.status || 'ALL'}
          options={[{ value: 'ALL', label: '全部' }, ...EDT_ORDER_STATUSES.map((s) => ({ value: s, label: EDT_ORDER_STATUS_LABEL[s] }))]}
          onValueChange={(v) => setDraft({ ...draft, status: v === 'ALL' ? '' : (v as EdtOrderStatus) })}
        />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_FILTER);
          onSearch(NO_FILTER);
        }}
      >
        重置
      </Button>
    </Bar>
  );
}
