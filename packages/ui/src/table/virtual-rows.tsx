import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Row } from '@tanstack/react-table';
import { TableRow } from './table-row';
import { SpacerRow } from './table.styles';
import type { Features } from './table-features';
import type { TableColumn } from './table-types';

/** Rows rendered beyond the view on each side, so a fast scroll shows rows, not blank space, before the next render. */
const OVERSCAN = 5;

export interface VirtualRowsProps<T extends object> {
  rows: Row<Features, T>[];
  columns: readonly TableColumn<T>[];
  scrollElement: HTMLDivElement | null;
  /** Height of the scroll area given to the Table (px): the view before the scroll element can be measured. */
  viewportHeight: number;
  rowHeight: number;
  colSpan: number;
  selectable: boolean;
  rowLabel: (row: T) => string;
}

/** The scroll element's scrollTop and height, followed through scroll events and a ResizeObserver. */
function useViewport(scrollElement: HTMLDivElement | null, initialHeight: number) {
  const [view, setView] = useState({ top: 0, height: initialHeight });
  useEffect(() => {
    if (!scrollElement) return undefined;
    const update = () =>
      setView((v) => {
        const top = scrollElement.scrollTop;
        const height = scrollElement.clientHeight || initialHeight;
        return v.top === top && v.height === height ? v : { top, height };
      });
    // Rendered at once, in the frame that scrolled (as @tanstack/react-virtual did): no blank band while scrolling.
    const onScroll = () => flushSync(update);
    scrollElement.addEventListener('scroll', onScroll, { passive: true });
    // The observer's first call comes after the browser's own layout: reading the size here at once would force a
    // layout before the first rows are painted. Without an observer (jsdom, old hosts), read it now.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resize) resize.observe(scrollElement);
    else update();
    return () => {
      scrollElement.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollElement, initialHeight]);
  return view;
}

/**
 * Renders only the rows in view (plus overscan) between two spacer rows, so 10,000 rows stay a few dozen DOM rows
 * (design.md §7) while the table keeps real <table> semantics for screen readers. Rows have one fixed height, so the
 * rows in view follow from scrollTop alone: the first render already shows the first rows (from the Table's height,
 * before anything is measured), and no per-row measurement of all the rows is built (issue 13: the 10k table).
 */
export function VirtualRows<T extends object>({ rows, columns, scrollElement, viewportHeight, rowHeight, colSpan, selectable, rowLabel }: VirtualRowsProps<T>) {
  const { top, height } = useViewport(scrollElement, viewportHeight);
  const start = Math.min(rows.length, Math.max(0, Math.floor(top / rowHeight) - OVERSCAN));
  const end = Math.min(rows.length, Math.ceil((top + height) / rowHeight) + OVERSCAN);
  const before = start * rowHeight;
  const after = (rows.length - end) * rowHeight;
  return (
    <>
      {before > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: before }} />
        </SpacerRow>
      ) : null}
      {rows.slice(start, end).map((row, i) => (
        <TableRow
          key={row.id}
          row={row}
          columns={columns}
          rowIndex={start + i + 2}
          selectable={selectable}
          rowLabel={rowLabel}
          height={rowHeight}
        />
      ))}
      {after > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: after }} />
        </SpacerRow>
      ) : null}
    </>
  );
}
