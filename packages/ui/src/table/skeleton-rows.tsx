import { CheckCell, SkeletonBar } from './table.styles';
import type { TableColumn } from './table-types';

export interface SkeletonRowsProps<T> {
  count: number;
  columns: readonly TableColumn<T>[];
  selectable: boolean;
  rowHeight: number;
}

// Bars of a few different lengths read as text; all the same length would read as a striped box.
const WIDTHS = [72, 56, 88, 64, 80];

/** Placeholder rows the size of the page, so the table keeps its height and nothing jumps when the rows arrive. */
export function SkeletonRows<T>({ count, columns, selectable, rowHeight }: SkeletonRowsProps<T>) {
  return Array.from({ length: count }, (_, row) => (
    <tr key={row} aria-hidden="true" style={{ height: rowHeight }}>
      {selectable ? (
        <CheckCell>
          <SkeletonBar $width={50} />
        </CheckCell>
      ) : null}
      {columns.map((column, col) => (
        <td key={column.key} data-align={column.align} data-pin={column.pin}>
          <SkeletonBar $width={WIDTHS[(row + col * 2) % WIDTHS.length] ?? 72} />
        </td>
      ))}
    </tr>
  ));
}
