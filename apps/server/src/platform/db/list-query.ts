import type { Queryable } from '../../platform/db/db';

/** WHERE clauses with numbered parameters, for the lists' optional filters (values are always parameters, never text). */
export class Conditions {
  readonly params: unknown[];
  private readonly parts: string[] = [];

  constructor(initial: readonly unknown[] = []) {
    this.params = [...initial];
  }

  /** A parameter's placeholder (`$n`). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Add a clause; `build` receives the placeholder of `value`. Skipped when the value is undefined. */
  add(value: unknown, build: (p: string) => string): this {
    if (value !== undefined) this.parts.push(build(this.param(value)));
    return this;
  }

  raw(clause: string): this {
    this.parts.push(clause);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'TRUE';
  }
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\\` taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of a page with `count(*) OVER ()` as `total`; past the end there are no rows to carry it, so count apart. */
export async function pageRows<T extends { total: unknown }>(
  q: Queryable,
  select: string,
  from: string,
  c: Conditions,
  orderBy: string,
  limit: number,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const rows = await q.query<T>(
    `${select}, count(*) OVER () AS total ${from} WHERE ${c.sql} ORDER BY ${orderBy} LIMIT ${c.param(limit)} OFFSET ${c.param(offset)}`,
    c.params,
  );
  if (rows.length > 0) return { rows, total: Number(String(rows[0]?.total)) };
  if (offset === 0) return { rows, total: 0 };
  const n = await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from} WHERE ${c.sql}`, c.params.slice(0, -2));
  return { rows, total: Number(String(n[0]?.n ?? 0)) };
}
