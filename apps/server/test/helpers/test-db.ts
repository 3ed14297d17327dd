import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/platform/db/db';
import { openPgDb } from '../../src/platform/db/pg-db';
import { openPgliteDb } from '../../src/platform/db/pglite-db';

export interface TestDb {
  db: Db;
  /** True when the database still needs migrations and the demo seed (PostgreSQL schemas start empty). */
  fresh: boolean;
  dispose(): Promise<void>;
}

/**
 * PGlite in memory loaded from the run's migrated, seeded image (global-setup.ts); with DATABASE_URL (CI), a fresh schema per test file on that PostgreSQL so
 * files running in parallel never see each other's rows, dropped afterwards.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPgliteDb('memory://', { loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
    return { db, fresh: false, dispose: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPgDb({ connectionString: url, schema, max: 4 });
  return {
    db,
    fresh: true,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
