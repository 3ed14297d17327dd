import type { Queryable } from './db';

/**
 * The one list query of the server (every paged list: credits, applications, plans, financings, trade data…):
 * optional filters as numbered parameters, LIKE patterns that take the user's text literally, a sort chosen from an
 * allow-list, and a page with its total. Values are always parameters, never text in the SQL.
 */
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

/** `%text%` for LIKE/ILIKE with the user's `%`, `_` and `\` taken literally; undefined for blank text (no filter). */
export const containing = (text: string | null | undefined): string | undefined => {
  const t = text?.trim();
  return t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
};

/** The same, or `%` (matches everything) for blank text: for queries that always carry the pattern. */
export const containingOrAll = (text: string | null | undefined): string => containing(text) ?? '%';

/**
 * `ORDER BY` from a requested sort: the field must be in the allow-list (column expressions), anything else falls
 * back; a unique tie-break column keeps pages stable.
 */
export function orderBy(
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  allow: Readonly<Record<string, string>>,
  fallback: { column: string; order: 'asc' | 'desc' },
  tieBreak: string,
): string {
  const column = (sort && allow[sort.field]) ?? fallback.column;
  const order = sort && allow[sort.field] ? sort.order : fallback.order;
  return `${column} ${order === 'asc' ? 'ASC' : 'DESC'}, ${tieBreak}`;
}

/** Rows of a page with `count(*) OVER ()` as `total`; past the end there are no rows to carry it, so count apart. */
export async function pageRows<T extends { total: unknown }>(
  q: Queryable,
  select: string,
  from: string,
  c: Conditions,
  order: string,
  limit: number,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const rows = await q.query<T>(
    `${select}, count(*) OVER () AS total ${from} WHERE ${c.sql} ORDER BY ${order} LIMIT ${c.param(limit)} OFFSET ${c.param(offset)}`,
    c.params,
  );
  if (rows.length > 0) return { rows, total: Number(String(rows[0]?.total)) };
  if (offset === 0) return { rows, total: 0 };
  const n = await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from} WHERE ${c.sql}`, c.params.slice(0, -2));
  return { rows, total: Number(String(n[0]?.n ?? 0)) };
}

/** `SELECT …` and `FROM …` of a base query (its FROM on a line of its own, indented two), to add the window count between them. */
export function splitSelect(sql: string): [string, string] {
  const at = sql.indexOf('\n  FROM ');
  if (at < 0) throw new Error('select without a FROM line');
  return [sql.slice(0, at), sql.slice(at)];
}

/**
 * A page of a query whose select list cannot take the window count (a `SELECT t.* FROM …` on one line, a computed
 * column): its rows, and the count of all of them by a second statement on the same conditions.
 */
export async function pageQuery<T>(
  q: Queryable,
  select: string,
  c: Conditions,
  order: string,
  limit: number,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const countParams = [...c.params];
  const rows = await q.query<T>(`${select} WHERE ${c.sql} ORDER BY ${order} LIMIT ${c.param(limit)} OFFSET ${c.param(offset)}`, c.params);
  const n = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${select} WHERE ${c.sql}) x`, countParams);
  return { rows, total: Number(String(n[0]?.n ?? 0)) };
}
