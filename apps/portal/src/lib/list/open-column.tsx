import { Button } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

export interface OpenColumnOptions<T> extends Omit<TableColumn<T>, 'value' | 'render'> {
  /** The cell's text (a number or a title); plain text, never HTML (security.md §1.3). */
  text: (row: T) => string;
  onOpen: (row: T) => void;
}

/** A column whose cell is the row's number or title as a link that opens the row (申请编号, 计划编号, 公告标题). */
export function openColumn<T>({ text, onOpen, ...column }: OpenColumnOptions<T>): TableColumn<T> {
  return {
    ...column,
    render: (row) => (
      <Button variant="link" onClick={() => onOpen(row)}>
        {text(row)}
      </Button>
    ),
  };
}
