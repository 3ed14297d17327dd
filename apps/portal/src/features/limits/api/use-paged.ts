import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@scf/api/contract';
import type { SortOrder } from '@scf/api/contract';

interface Sort<S extends string> {
  field: S;
  order: SortOrder;
}

/**
 * Page, size and sort of a list kept in the component: 额度详情 shows two paged lists at once, and the URL keys of
 * `useList` (page, size, sort) can hold only one of them.
 */
export function usePaged<S extends string>(defaultSort?: Sort<S>) {
  const [query, setQuery] = useState<{ page: number; size: number; sort?: Sort<S> }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    ...(defaultSort ? { sort: defaultSort } : {}),
  });
  return {
    query,
    table: {
      page: query.page,
      size: query.size,
      ...(query.sort ? { sort: query.sort } : {}),
      onPageChange: (page: number) => setQuery((q) => ({ ...q, page })),
      onSizeChange: (size: number) => setQuery((q) => ({ ...q, page: 1, size })),
      onSortChange: (sort: { field: string; order: SortOrder } | undefined) =>
        setQuery(({ size }) => ({ page: 1, size, ...(sort ? { sort: sort as Sort<S> } : {}) })),
    },
  };
}
