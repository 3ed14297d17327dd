import { useState } from 'react';
import { functionalUpdate } from '@tanstack/react-table';
import type { RowSelectionState, SortingState, Updater } from '@tanstack/react-table';
import type { TableSort } from './table-types';

function toSorting(sort: TableSort | null): SortingState {
  return sort ? [{ id: sort.key, desc: sort.direction === 'desc' }] : [];
}

function fromSorting(sorting: SortingState): TableSort | null {
  const first = sorting[0];
  return first ? { key: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

/** Sorting that is controlled when `sort` is given and internal otherwise, reported as a TableSort. */
export function useSortState(sort: TableSort | null | undefined, onSortChange?: (sort: TableSort | null) => void) {
  const [internal, setInternal] = useState<SortingState>([]);
  const sorting = sort === undefined ? internal : toSorting(sort);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (sort === undefined) setInternal(next);
    onSortChange?.(fromSorting(next));
  };
  return { sorting, onSortingChange };
}

/** Selection by row key, controlled when `selectedKeys` is given; TanStack keeps it as a record. */
export function useSelectionState(selectedKeys: readonly string[] | undefined, onSelectedKeysChange?: (keys: string[]) => void) {
  const [internal, setInternal] = useState<RowSelectionState>({});
  const rowSelection = selectedKeys === undefined ? internal : Object.fromEntries(selectedKeys.map((key) => [key, true] as const));
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    if (selectedKeys === undefined) setInternal(next);
    onSelectedKeysChange?.(Object.keys(next).filter((key) => next[key]));
  };
  return { rowSelection, onRowSelectionChange };
}
