/**
 * The one shape of a paged list (docs/adr/0006): the request carries `page`, `size`, an optional sort on a named
 * column and the list's own filters; the answer is `{ rows, total }`. The portal's `useList` keeps the same fields in
 * the URL and `DataTable` shows them.
 */
import * as z from 'zod/mini';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Largest page a client may ask for; a table that shows more virtualises and pages on the server. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** Bounded text for a filter field (no NUL: it reaches SQL parameters and logs). */
export const filterText = z.string().check(
  z.maxLength(100),
  z.refine((s) => !s.includes('\u0000'), 'NUL is not text'),
);

/**
 * The request schema of a paged list: `filters` is the list's own strict object (every field optional), `sortable`
 * the columns the server can order by.
 */
export function pagedQuery<F extends z.core.$ZodLooseShape, S extends string>(filters: F, sortable: readonly [S, ...S[]]) {
  return z.strictObject({
    page: z.int().check(z.minimum(1), z.maximum(1_000_000)),
    size: z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    sort: z.optional(z.strictObject({ field: z.enum(sortable), order: z.enum(SORT_ORDERS) })),
    filters: z.optional(z.partial(z.strictObject(filters))),
  });
}

/** The answer of a paged list: one page of rows and the total number of rows matching the filters. */
export function pageOf<R extends z.ZodMiniType>(row: R) {
  return z.object({ rows: z.array(row), total: z.int().check(z.nonnegative()) });
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** SQL `LIMIT`/`OFFSET` of a page (1-based pages). */
export function pageWindow(q: { page: number; size: number }): { limit: number; offset: number } {
  return { limit: q.size, offset: (q.page - 1) * q.size };
}
