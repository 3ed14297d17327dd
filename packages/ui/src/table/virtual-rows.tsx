import { useVirtualizer } from '@tanstack/react-virtual';
import type { Row } from '@tanstack/react-table';
import { TableRow } from './table-row';
import { SpacerRow } from './table.styles';
import type { Features } from './table-features';
import type { TableColumn } from './table-types';

export interface VirtualRowsProps<T extends object> {
  rows: Row<Features, T>[];
  columns: readonly TableColumn<T>[];
  scrollElement: HTMLDivElement | null;
  /** Height of the scroll container: before it is measured (and on a server render), the rows that fit it are rendered. */
  viewportHeight: number;
  rowHeight: number;
  colSpan: number;
  selectable: boolean;
  rowLabel: (row: T) => string;
}

/**
 * Renders only the rows in view (plus overscan) between two spacer rows, so 10,000 rows stay a few dozen DOM rows
 * (design.md §7) while the table keeps real <table> semantics for screen readers.
 */
export function VirtualRows<T extends object>({ rows, columns, scrollElement, viewportHeight, rowHeight, colSpan, selectable, rowLabel }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
    // The first render (a server render too) shows the rows of the table's height, not one empty spacer.
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: before }} />
        </SpacerRow>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <TableRow key={row.id} row={row} columns={columns} rowIndex={item.index + 2} selectable={selectable} rowLabel={rowLabel} height={rowHeight} />
        ) : null;
      })}
      {after > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: after }} />
        </SpacerRow>
      ) : null}
    </>
  );
}
