import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { checkChannel, joinable } from './db';

/**
 * Embedded PostgreSQL. `dataDir` is a folder, or `memory://` for tests. PGlite runs one transaction at a
 * time, so `transaction` is serialised by PGlite itself; the SQL is still written as for PostgreSQL. Inside a
 * transaction, use only its Queryable: a query on the instance would wait for the transaction to end.
 */
export type PgliteDb = Db & { dump(): Promise<Blob> };

export async function openPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  // Loading a dumped data dir skips initdb (seconds); tests use it to start from one migrated, seeded image.
  const pg = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Pick<Queryable, 'query' | 'exec'> => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(joinable(wrap(tx)))),
    // One process owns an embedded database, so its notifications cannot be lost to a dropped connection.
    async listen(channel, handlers) {
      const stop = await pg.listen(checkChannel(channel), (payload) => handlers.onMessage(payload));
      handlers.onListening();
      return () => stop();
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
