import type { Row } from '@tanstack/react-table';
import { messages } from '../messages';
import { CheckCell } from './table.styles';
import type { Features } from './table-features';
import type { TableColumn } from './table-types';

export interface TableRowProps<T extends object> {
  row: Row<Features, T>;
  columns: readonly TableColumn<T>[];
  /** 1-based position among all rows (header is row 1), for aria-rowindex when virtualised. */
  rowIndex?: number;
  selectable: boolean;
  rowLabel: (row: T) => string;
  height?: number;
}

export function cellText<T extends object>(column: TableColumn<T>, row: T): string {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/** One body row: the selection checkbox (named after the row) and the cells. */
export function TableRow<T extends object>({ row, columns, rowIndex, selectable, rowLabel, height }: TableRowProps<T>) {
  const selected = row.getIsSelected();
  return (
    <tr aria-rowindex={rowIndex} aria-selected={selectable ? selected : undefined} style={height ? { height } : undefined}>
      {selectable ? (
        <CheckCell>
          <input
            type="checkbox"
            checked={selected}
            disabled={!row.getCanSelect()}
            aria-label={messages.table.selectRow(rowLabel(row.original))}
            onChange={(event) => row.toggleSelected(event.target.checked)}
          />
        </CheckCell>
      ) : null}
      {columns.map((column) => (
        <td key={column.key} data-align={column.align} data-pin={column.pin}>
          {column.render ? column.render(row.original) : cellText(column, row.original)}
        </td>
      ))}
    </tr>
  );
}
