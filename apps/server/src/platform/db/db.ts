/**
 * The one database seam of the server. Two implementations (PGlite embedded, PostgreSQL via `pg`) keep the
 * SQL identical, so every query must run on PostgreSQL 15 and PGlite (PG 18) alike.
 */
export interface Queryable {
  /** Run one parameterised statement and return its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Run a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Run `fn` in one transaction: committed when it resolves, rolled back when it throws. Called on a Queryable that
   * already is a transaction, `fn` joins it: a service can open "its" transaction whether or not its caller (the
   * idempotency layer, the signed-operation template) already runs in one, and the work stays one unit.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** What a `listen` subscriber is told: each notification's payload, and when some may have been missed. */
export interface NotifyHandlers {
  onMessage(payload: string): void;
  /** The connection that listens was lost: anything learnt before may be stale (a reconnect follows). */
  onLost(): void;
  /** Listening (again): from now on no notification is missed. */
  onListening(): void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Subscribe to `NOTIFY channel` from every client of the database (all replicas). Resolves once listening; the
   * returned function stops. `channel` is a plain identifier.
   */
  listen(channel: string, handlers: NotifyHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A NOTIFY channel name: written into LISTEN, which takes no parameters. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new TypeError(`not a channel name: ${channel}`);
  return channel;
}

/** A transaction's own Queryable: its `transaction` joins it instead of nesting. */
export function joinable(q: Pick<Queryable, 'query' | 'exec'>): Queryable {
  const tx: Queryable = {
    query: (sql, params) => q.query(sql, params),
    exec: (sql) => q.exec(sql),
    transaction: (fn) => fn(tx),
  };
  return tx;
}

/** int8 columns come back as bigint from PGlite and as string from `pg`: read them as a number of ms. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`not a number: ${String(value)}`);
}
