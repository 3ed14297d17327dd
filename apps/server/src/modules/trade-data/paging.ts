import type { Queryable } from '../../platform/db/db';
import { Conditions, pageQuery } from '../../platform/db/list-query';

export interface PageWindow {
  limit: number;
  offset: number;
  order: 'asc' | 'desc' | null;
}

/** A page of one kind of record, on the platform's list query. */
export async function paged<T>(
  q: Queryable,
  select: string,
  where: string,
  order: string,
  params: unknown[],
  w: PageWindow,
): Promise<{ rows: T[]; count: number }> {
  const { rows, total } = await pageQuery<T>(q, select, new Conditions(params).raw(where), order, w.limit, w.offset);
  return { rows, count: total };
}
