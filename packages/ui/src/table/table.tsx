import { forwardRef, useCallback, useMemo, useState } from 'react';
import type { CSSProperties, ForwardedRef, ReactElement, ReactNode, Ref } from 'react';
import { useTable } from '@tanstack/react-table';
import type { ColumnDef, Row } from '@tanstack/react-table';
import { messages } from '../messages';
import { Spinner } from '../spinner/spinner';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { assignRef } from './assign-ref';
import { features } from './table-features';
import type { Features } from './table-features';
import { TableHead } from './table-head';
import { TableRow, cellText } from './table-row';
import { useSelectionState, useSortState } from './table-state';
import { SkeletonRows } from './skeleton-rows';
import { BusyBadge, EmptyCell, LoadingOverlay, StyledTable, Wrapper } from './table.styles';
import { tableMinWidth } from './table-min-width';
import type { TableColumn, TableSort } from './table-types';
import { VirtualRows } from './virtual-rows';

/** Above this many rows the body is virtualised by default (design.md §7 asks for it from ~500). */
export const VIRTUALIZE_AFTER_ROWS = 100;

const collator = new Intl.Collator('zh-CN', { numeric: true });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

export interface TableProps<T extends object> {
  /** Accessible name of the table, e.g. 融资申请列表. */
  label: string;
  /** Column definitions: header, cell and whether it sorts. */
  columns: readonly TableColumn<T>[];
  /** Rows; keep the array stable between renders (state or memo) so models are not rebuilt. */
  data: readonly T[];
  /** Stable key of a row (its id); selection is reported by these keys. */
  rowKey: (row: T) => string;
  /** Marks the table busy: a spinner over the rows it has, or placeholder rows (`skeletonRows`) when it has none. */
  loading?: boolean;
  /**
   * While loading with no rows yet, this many grey placeholder rows (the page size) instead of a spinner over an
   * empty table; 0 (default) keeps the spinner.
   */
  skeletonRows?: number;
  /** Shown when there are no rows; 暂无数据 by default. */
  emptyText?: ReactNode;
  /** Adds a checkbox column. */
  selectable?: boolean;
  /** Selected row keys (controlled); omit for internal selection. */
  selectedKeys?: readonly string[];
  /** Called with the selected row keys. */
  onSelectedKeysChange?: (keys: string[]) => void;
  /** Names a row for its checkbox (选择 …); the row key by default. */
  rowLabel?: (row: T) => string;
  /** Active sort (controlled); omit for internal sorting, null for none. */
  sort?: TableSort | null;
  /** Called with the new sort, or null when cleared. */
  onSortChange?: (sort: TableSort | null) => void;
  /** The host sorts (server-side): rows are shown in the given order. */
  manualSorting?: boolean;
  /** Render only the rows in view; on by default above VIRTUALIZE_AFTER_ROWS rows. */
  virtualized?: boolean;
  /** Height of the scroll area in px; 480 when virtualised, natural height otherwise. */
  height?: number;
  /** Row height in px, used by the virtualiser. */
  rowHeight?: number;
  /** Class of the scroll container (the outer element), for the host's own CSS. */
  className?: string;
  /** Style of the scroll container (e.g. a `maxHeight`, a margin). */
  style?: CSSProperties;
  /**
   * Every cell shows its whole content: text wraps (long numbers too) instead of ending in an ellipsis, and nothing
   * is cut off. For what a person reads before approving or signing it (a review's lines, a split preview).
   */
  whole?: boolean;
}

/** Table's props with its ref: the scroll container (`scrollTop`, `scrollTo`, measuring). */
export type TablePropsWithRef<T extends object> = TableProps<T> & { ref?: Ref<HTMLDivElement> };

function TableWithRef<T extends object>(
  {
    label,
    columns,
    data,
    rowKey,
    loading = false,
    skeletonRows = 0,
    emptyText = messages.table.empty,
    selectable = false,
    selectedKeys,
    onSelectedKeysChange,
    rowLabel = rowKey,
    sort,
    onSortChange,
    manualSorting = false,
    virtualized = data.length > VIRTUALIZE_AFTER_ROWS,
    height = virtualized ? 480 : undefined,
    rowHeight = 40,
    className,
    style,
    whole = false,
  }: TableProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  // State, not a ref: the virtualiser must re-render once the scroll element exists (a parent's ref is attached
  // only after its children's layout effects ran).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      setScrollElement(node);
      assignRef(ref, node);
    },
    [ref],
  );
  const { sorting, onSortingChange } = useSortState(sort, onSortChange);
  const { rowSelection, onRowSelectionChange } = useSelectionState(selectedKeys, onSelectedKeysChange);
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, T, unknown> => ({
        id: column.key,
        accessorFn: (row: T) => (column.value ? column.value(row) : cellText(column, row)),
        enableSorting: Boolean(column.sortable),
        // Every column starts ascending; TanStack would start numbers descending.
        sortDescFirst: false,
        sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
      })),
    [columns],
  );
  const table = useTable<Features, T>({
    features,
    columns: columnDefs,
    data: data as T[],
    getRowId: (row: T) => rowKey(row),
    state: { sorting, rowSelection },
    onSortingChange,
    onRowSelectionChange,
    manualSorting,
    enableMultiSort: false,
    enableRowSelection: selectable,
  });
  const rows: Row<Features, T>[] = table.getRowModel().rows;
  const colSpan = columns.length + (selectable ? 1 : 0);

  const skeleton = loading && rows.length === 0 && skeletonRows > 0;
  let body: ReactNode;
  if (skeleton) {
    body = <SkeletonRows count={skeletonRows} columns={columns} selectable={selectable} rowHeight={rowHeight} />;
  } else if (rows.length === 0) {
    body = (
      <tr>
        <EmptyCell colSpan={colSpan}>{loading ? null : emptyText}</EmptyCell>
      </tr>
    );
  } else if (virtualized) {
    body = (
      <VirtualRows
        rows={rows}
        columns={columns}
        scrollElement={scrollElement}
        viewportHeight={height ?? 480}
        rowHeight={rowHeight}
        colSpan={colSpan}
        selectable={selectable}
        rowLabel={rowLabel}
      />
    );
  } else {
    body = rows.map((row) => <TableRow key={row.id} row={row} columns={columns} selectable={selectable} rowLabel={rowLabel} />);
  }

  return (
    <Wrapper ref={scrollRef} $height={height} className={className} style={style}>
      <StyledTable
        aria-label={label}
        aria-busy={loading || undefined}
        aria-rowcount={virtualized ? rows.length + 1 : undefined}
        data-whole={whole || undefined}
        style={{ minWidth: tableMinWidth(columns, selectable) }}
      >
        <TableHead table={table} columns={columns} selectable={selectable} virtualized={virtualized} />
        <tbody>{body}</tbody>
      </StyledTable>
      {skeleton ? <VisuallyHidden role="status">{messages.table.loading}</VisuallyHidden> : null}
      {loading && !skeleton ? (
        <LoadingOverlay>
          <BusyBadge>
            <Spinner />
            <span aria-hidden="true">{messages.table.loading}</span>
          </BusyBadge>
        </LoadingOverlay>
      ) : null}
    </Wrapper>
  );
}

const TableForwarded = forwardRef(TableWithRef);
TableForwarded.displayName = 'Table';

// forwardRef drops the row type parameter; the cast gives it back (the props are the same).
/**
 * Data table on TanStack Table: sorting, row selection, empty and loading states, virtualised rows for big data.
 * `className` and `style` go to the scroll container, and so does the ref (forwardRef: React 18 and 19).
 */
export const Table = TableForwarded as <T extends object>(props: TablePropsWithRef<T>) => ReactElement;
