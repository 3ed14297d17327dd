import type { ReactNode } from 'react';
import type { Credit } from '@scf/api/contract';
import type { TableColumn } from '@scf/ui';
import { AmountText } from '../amount-text';
import { CreditStatusTag } from '../status-tag';

export interface CreditColumnsOptions {
  /** How the credit number is shown (usually a link to its flow); plain text by default. */
  renderNo?: (credit: Credit) => ReactNode;
  /** Column keys the list can sort on the server (`creditNo`, `amount`, `dueDate`). */
  sortable?: readonly string[];
}

/**
 * The fixed columns of every credit list (design.md §3): 凭证编号, 开立方, 持有方, 金额, 承诺付款日, 状态, for `Table`
 * and `DataTable`. Keys are the contract's sort fields where there is one, so a sortable column sorts on the server.
 */
export function creditColumns({ renderNo, sortable = [] }: CreditColumnsOptions = {}): TableColumn<Credit>[] {
  const columns: TableColumn<Credit>[] = [
    // The whole number on one line (18 characters): it is what people quote on the phone.
    { key: 'creditNo', title: '凭证编号', width: 176, value: (c) => c.creditNo, ...(renderNo ? { render: renderNo } : {}) },
    { key: 'issuer', title: '开立方', value: (c) => c.issuer.corpName },
    { key: 'holder', title: '持有方', value: (c) => c.holder.corpName },
    { key: 'amount', title: '金额', align: 'right', value: (c) => c.amount, render: (c) => <AmountText value={c.amount} /> },
    { key: 'dueDate', title: '承诺付款日', width: 120, value: (c) => c.dueDate },
    { key: 'status', title: '状态', width: 100, value: (c) => c.status, render: (c) => <CreditStatusTag status={c.status} /> },
  ];
  return columns.map((c) => (sortable.includes(c.key) ? { ...c, sortable: true } : c));
}
