import { useState } from 'react';

/**
 * Paging in the browser for the e订通 reads, which answer a whole (bounded) list: the DataTable's page and size props
 * and the rows of the current page. A new filter goes back to page 1 (`reset`).
 */
export function useLocalPage<T>(rows: readonly T[] | undefined, initialSize = 10) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const all = rows ?? [];
  const last = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(page, last);
  return {
    rows: all.slice((current - 1) * size, current * size),
    total: all.length,
    page: current,
    size,
    onPageChange: setPage,
    onSizeChange: (next: number) => {
      setSize(next);
      setPage(1);
    },
    reset: () => setPage(1),
  };
}
