import { useEffect, useRef } from 'react';
import type { Table } from '@tanstack/react-table';
import { messages } from '../messages';
import { CheckCell, SortButton, SortMark } from './table.styles';
import type { Features } from './table-features';
import type { TableColumn } from './table-types';
// The chevrons the header and selects use too: one icon set on the first route, not one per part.
import { ChevronDownIcon, ChevronUpIcon } from '@radix-ui/react-icons';

export interface TableHeadProps<T extends object> {
  table: Table<Features, T>;
  columns: readonly TableColumn<T>[];
  selectable: boolean;
  virtualized: boolean;
}

function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: (v: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" checked={checked} aria-label={messages.table.selectAll} onChange={(event) => onChange(event.target.checked)} />;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** Header row: select-all checkbox and column titles; sortable titles are buttons and the th carries aria-sort. */
export function TableHead<T extends object>({ table, columns, selectable, virtualized }: TableHeadProps<T>) {
  const all = table.getIsAllRowsSelected();
  return (
    <thead>
      <tr aria-rowindex={virtualized ? 1 : undefined}>
        {selectable ? (
          <CheckCell as="th" scope="col">
            <SelectAll checked={all} indeterminate={!all && table.getIsSomeRowsSelected()} onChange={(value) => table.toggleAllRowsSelected(value)} />
          </CheckCell>
        ) : null}
        {columns.map((column) => {
          const tableColumn = table.getColumn(column.key);
          const sorted = tableColumn?.getIsSorted() ?? false;
          return (
            <th
              key={column.key}
              scope="col"
              style={{ width: column.width }}
              data-align={column.align}
              data-pin={column.pin}
              aria-sort={column.sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
            >
              {column.sortable && tableColumn ? (
                <SortButton type="button" onClick={() => tableColumn.toggleSorting(undefined, false)}>
                  {column.title}
                  {/* One caret at a time (issue 28 item 11): the sorted column's; the others keep its room, empty. */}
                  <SortMark $active={Boolean(sorted)} aria-hidden="true" data-sort-mark={sorted || undefined}>
                    {sorted === 'desc' ? <ChevronDownIcon /> : sorted === 'asc' ? <ChevronUpIcon /> : null}
                  </SortMark>
                </SortButton>
              ) : (
                column.title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
