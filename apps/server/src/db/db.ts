/**
 * The one database seam of the server. Two implementations (PGlite embedded, PostgreSQL via `pg`) keep the
 * SQL identical, so every query must run on PostgreSQL 15 and PGlite (PG 18) alike.
 */
export interface Queryable {
  /** Run one parameterised statement and return its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Run a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Run `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** int8 columns come back as bigint from PGlite and as string from `pg`: read them as a number of ms. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`not a number: ${String(value)}`);
}
