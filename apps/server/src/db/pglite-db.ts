import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * Embedded PostgreSQL. `dataDir` is a folder, or `memory://` for tests. PGlite runs one transaction at a
 * time, so `transaction` is serialised by PGlite itself; the SQL is still written as for PostgreSQL.
 */
export type PgliteDb = Db & { dump(): Promise<Blob> };

export async function openPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  // Loading a dumped data dir skips initdb (seconds); tests use it to start from one migrated, seeded image.
  const pg = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
