import { AmountText } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';

/** A money column of a limit table: the row's amount under `key`, right-aligned (tabular figures). */
export const amountColumn = <T, K extends keyof T & string>(key: K, title: string, width: number): TableColumn<T> => ({
  key,
  title,
  align: 'right',
  width,
  render: (row) => <AmountText value={String(row[key])} />,
});
