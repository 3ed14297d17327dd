import pg from 'pg';
import type { Db, Queryable, NotifyHandlers } from './db';
import { accessWritten, writesAccess } from './access-writes';
import { checkChannel, joinable } from './db';

export interface PgOptions {
  connectionString: string;
  /** A schema to work in (tests give each file its own); default `public`. */
  schema?: string;
  max?: number;
  /** How often the listening connection is checked, and how long its check may take (defaults: every 10 s, 5 s). */
  listenHeartbeat?: Heartbeat;
}

interface Heartbeat {
  everyMs: number;
  timeoutMs: number;
}

const RELISTEN_DELAY_MS = 1000;
/**
 * A listening connection only reads, so a half-open one (the database host gone, a proxy or NAT dropping the flow)
 * would look alive until TCP gave up, minutes later, while notifications (session revocations) were lost. A query
 * every 10 s that must answer within 5 s finds it; TCP keepalive reaps the socket left behind.
 */
const HEARTBEAT: Heartbeat = { everyMs: 10_000, timeoutMs: 5_000 };

/**
 * Parameterised statements run as named prepared statements: each connection parses and plans a text once, then
 * only binds and executes it (on the ledger's short statements parse and plan were about half of PostgreSQL's CPU,
 * docs/performance.md). Names are given to the first MAX_PREPARED texts seen; statements built at run time beyond
 * that (list queries with many filter combinations) run unnamed, so no connection keeps an unbounded cache.
 */
const MAX_PREPARED = 2000;
const preparedNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = preparedNames.get(sql);
  if (known !== undefined || preparedNames.size >= MAX_PREPARED) return known;
  const name = `scf_${preparedNames.size}`;
  preparedNames.set(sql, name);
  return name;
}

/**
 * A statement prepared before a table it reads changed shape (`SELECT *` after a migration of another replica) fails
 * with this; the connection holding it is dropped instead of going back to the pool, so the next attempt prepares anew.
 */
const isStalePlan = (err: unknown): boolean => err instanceof Error && /cached plan must not change result type/.test(err.message);

/** One statement: named (prepared once per connection) when it has parameters, as a plain query otherwise. */
function runQuery(q: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<pg.QueryResult> {
  const name = params.length > 0 ? statementName(sql) : undefined;
  return name === undefined ? q.query(sql, params as unknown[]) : q.query({ name, text: sql, values: params as unknown[] });
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it drops, the subscriber
 * hears `onLost` at once and the connection is made again every second until it listens, then `onListening`.
 */
async function listenOn(config: pg.ClientConfig, channel: string, handlers: NotifyHandlers, heartbeat: Heartbeat): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ ...config, keepAlive: true, keepAliveInitialDelayMillis: heartbeat.everyMs });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      clearInterval(beat);
      if (client === c) client = null;
      c.end().catch(() => undefined);
      if (stopped) return;
      handlers.onLost();
      retry = setTimeout(() => connect().catch(() => undefined), RELISTEN_DELAY_MS);
      retry.unref();
    };
    c.on('notification', (m) => {
      if (m.channel === channel) handlers.onMessage(m.payload ?? '');
    });
    c.on('error', onLost);
    c.on('end', onLost);
    try {
      await c.connect();
      await c.query(`LISTEN ${checkChannel(channel)}`);
    } catch (err) {
      onLost();
      throw err;
    }
    client = c;
    beat = setInterval(() => void check(c).then((alive) => alive || onLost()), heartbeat.everyMs);
    beat.unref();
    handlers.onListening();
  };
  /** Whether the connection answers a query within the heartbeat's time. */
  const check = (c: pg.Client): Promise<boolean> =>
    new Promise((resolve) => {
      const late = setTimeout(() => resolve(false), heartbeat.timeoutMs);
      c.query('SELECT 1')
        .then(
          () => resolve(true),
          () => resolve(false),
        )
        .finally(() => clearTimeout(late));
    });
  try {
    await connect();
  } catch (err) {
    stopped = true;
    clearTimeout(retry);
    clearInterval(beat);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(beat);
    await client?.end().catch(() => undefined);
  };
}

/** PostgreSQL through a `pg` pool, for deployments with several stateless replicas. */
export async function openPgDb(options: PgOptions): Promise<Db> {
  const config: pg.ClientConfig = {
    connectionString: options.connectionString,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...config, max: options.max ?? 10 });
  // Fail at start, not at the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  // `wrote`: the transaction changed access (access-writes.ts), told again at its commit.
  const wrap = (q: pg.Pool | pg.PoolClient, wrote?: { access: boolean }): Pick<Queryable, 'query' | 'exec'> => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await runQuery(q, sql, params);
      if (writesAccess(sql)) {
        if (wrote) wrote.access = true;
        accessWritten();
      }
      return res.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
      if (writesAccess(sql)) accessWritten();
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      let stale: Error | undefined;
      try {
        await client.query('BEGIN');
        const wrote = { access: false };
        const out = await fn(joinable(wrap(client, wrote)));
        await client.query('COMMIT');
        if (wrote.access) accessWritten();
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (isStalePlan(err)) stale = err as Error;
        throw err;
      } finally {
        client.release(stale);
      }
    },
    listen: (channel, handlers) => listenOn(config, channel, handlers, options.listenHeartbeat ?? HEARTBEAT),
    close: () => pool.end(),
  };
}
