import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/platform/db/db';
import { openPgDb } from '../../src/platform/db/pg-db';
import { openPgliteDb } from '../../src/platform/db/pglite-db';
import { migrate } from '../../src/platform/db/migrate';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from './business-date';

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
  const pgs = await openPgSchema(url);
  return { db: pgs.db, fresh: true, dispose: pgs.dispose };
}

export interface PgSchema {
  /** The schema's name (`<prefix>_<random hex>`). */
  schema: string;
  /** A pool of `max` connections whose search_path is the schema. */
  db: Db;
  /** A connection of its own, outside the pool (search_path not set). */
  admin: pg.Client;
  /** Close the pool and drop the schema. */
  dispose(): Promise<void>;
}

/**
 * A fresh schema on the PostgreSQL at `url` and a pool on it, for the tests that need real connections at once
 * (`seeded`: migrated and loaded with the demo seed at the test business date).
 */
export async function openPgSchema(
  url: string,
  { prefix = 't', max = 4, seeded = false }: { prefix?: string; max?: number; seeded?: boolean } = {},
): Promise<PgSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPgDb({ connectionString: url, schema, max });
  if (seeded) {
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
  }
  return {
    schema,
    db,
    admin,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A second director of C1 (c1_dir2), so two different directors can approve the same application at once. */
export async function addSecondDirector(db: Db): Promise<void> {
  await db.query(
    "INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role) VALUES ('c1_dir2', 'c1_dir2', '周敏', '13800000199', 'C1', 'x', 'ROLE_DIRECTOR')",
  );
  await db.query("INSERT INTO user_role (user_id, role_code) VALUES ('c1_dir2', 'ROLE_DIRECTOR')");
}
