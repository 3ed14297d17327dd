import pg from 'pg';
import type { Db, Queryable } from './db';
import { joinable } from './db';

export interface PgOptions {
  connectionString: string;
  /** A schema to work in (tests give each file its own); default `public`. */
  schema?: string;
  max?: number;
}

/** PostgreSQL through a `pg` pool, for deployments with several stateless replicas. */
export async function openPgDb(options: PgOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Fail at start, not at the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Pick<Queryable, 'query' | 'exec'> => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(joinable(wrap(client)));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
