import type { SWRResponse } from 'swr';
import { useEndpoint } from '@scf/api';
import type { AnyEndpoint, EndpointInput, EndpointResult } from '@scf/api/contract';
import type { DataTableProps } from '@scf/ui';
import type { ListSort, ListState } from './use-list';

/** What `DataTable` needs from a list's URL state: the page, the size, the sort and the three change handlers. */
export function tableState<F extends string, S extends string>(list: ListState<F, S>) {
  return {
    page: list.query.page,
    size: list.query.size,
    ...(list.query.sort ? { sort: list.query.sort } : {}),
    onPageChange: list.setPage,
    onSizeChange: list.setSize,
    // The table reports a column key; one the list cannot sort by is dropped when the URL is read back.
    onSortChange: (sort: { field: string; order: 'asc' | 'desc' } | undefined) => list.setSort((sort as ListSort<S> | undefined) ?? null),
  };
}

/**
 * One page of a paged endpoint (`pagedQuery` body) for the list's URL state, with `extra` filters the screen fixes
 * (e.g. `scope: 'held'`). The previous page stays on screen while the next one loads.
 */
export function useListQuery<E extends AnyEndpoint, F extends string, S extends string>(
  endpoint: E,
  list: ListState<F, S>,
  extra: Record<string, string> = {},
): SWRResponse<EndpointResult<E>> {
  const body = { ...list.query, filters: { ...list.query.filters, ...extra } };
  return useEndpoint(endpoint, { body } as unknown as EndpointInput<E>, { keepPreviousData: true });
}

/**
 * What a list screen's table needs from a page read: the rows and the total, loading, and a failure with 重试
 * (`describe` words the failure; its own message by default).
 */
export function tableResult<R>(
  read: { data?: { rows: R[]; total: number } | undefined; error?: unknown; isLoading: boolean; mutate: () => unknown },
  describe: (error: unknown) => string | undefined = (e) => (e instanceof Error ? e.message : undefined),
) {
  return {
    rows: read.data?.rows ?? [],
    total: read.data?.total ?? 0,
    loading: read.isLoading,
    error: describe(read.error),
    onRetry: () => void read.mutate(),
  };
}

/** The props a feature's table takes from its list screen besides its rows (`tableState` and `tableResult`). */
export type ListTableProps = Pick<
  DataTableProps<object>,
  'page' | 'size' | 'sort' | 'onPageChange' | 'onSizeChange' | 'onSortChange' | 'loading' | 'error' | 'onRetry'
> & { total: number };
