import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS } from '@scf/api/contract';
import type { SortOrder } from '@scf/api/contract';

export interface ListSort<S extends string = string> {
  field: S;
  order: SortOrder;
}

/** The request part of a paged list (`pagedQuery` of the contract): 1-based page, size, sort and the filters. */
export interface ListQuery<F extends string, S extends string> {
  page: number;
  size: number;
  sort?: ListSort<S>;
  filters: Partial<Record<F, string>>;
}

export interface ListOptions<F extends string, S extends string> {
  /** The list's filter fields (each a string in the URL). */
  filters: readonly F[];
  /** The columns the server can sort by; a `sort` in the URL outside them is ignored. */
  sortable: readonly S[];
  defaultSort?: ListSort<S>;
  defaultSize?: number;
}

export interface ListState<F extends string, S extends string> {
  query: ListQuery<F, S>;
  setPage(page: number): void;
  setSize(size: number): void;
  setSort(sort: ListSort<S> | null): void;
  /** New filters go back to page 1. */
  setFilters(filters: Partial<Record<F, string>>): void;
  reset(): void;
}

const positive = (raw: string | null, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * The state of a filtered, sorted, paged list kept in the URL (`?page=2&size=20&sort=dueDate&order=desc&status=HELD`),
 * so a reload, a shared link or the back button shows the same page. Values from the URL are checked: anything
 * outside the options falls back to the default, so the server is never asked for a sort it does not have.
 */
export function useList<F extends string, S extends string>(options: ListOptions<F, S>): ListState<F, S> {
  const [params, setParams] = useSearchParams();
  const { filters: filterKeys, sortable, defaultSort, defaultSize = DEFAULT_PAGE_SIZE } = options;

  const query = useMemo<ListQuery<F, S>>(() => {
    const field = params.get('sort') as S | null;
    const order = params.get('order') as SortOrder | null;
    const sort = field && sortable.includes(field) && order && SORT_ORDERS.includes(order) ? { field, order } : defaultSort;
    const filters: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return {
      page: positive(params.get('page'), 1, 1_000_000),
      size: positive(params.get('size'), defaultSize, MAX_PAGE_SIZE),
      ...(sort ? { sort } : {}),
      filters,
    };
  }, [params, filterKeys, sortable, defaultSort, defaultSize]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    query,
    setPage: (page) => update((p) => p.set('page', String(page))),
    setSize: (size) =>
      update((p) => {
        p.set('size', String(size));
        p.delete('page');
      }),
    setSort: (sort) =>
      update((p) => {
        if (sort) {
          p.set('sort', sort.field);
          p.set('order', sort.order);
        } else {
          p.delete('sort');
          p.delete('order');
        }
      }),
    setFilters: (filters) =>
      update((p) => {
        for (const key of filterKeys) {
          const value = filters[key];
          if (value) p.set(key, value);
          else p.delete(key);
        }
        p.delete('page');
      }),
    reset: () => update((p) => [...filterKeys, 'page', 'size', 'sort', 'order'].forEach((k) => p.delete(k))),
  };
}
