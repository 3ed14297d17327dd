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
import { withDatabase } from './pg-url';

export interface TestDb {
  db: Db;
  /** True when the database still needs migrations and the demo seed (only when asked for `empty`, on PostgreSQL). */
  fresh: boolean;
  /** True on a real PostgreSQL (DATABASE_URL): connections really run at once. */
  postgres: boolean;
  dispose(): Promise<void>;
}

/**
 * PGlite in memory loaded from the run's migrated, seeded image (global-setup.ts); with DATABASE_URL (CI), a database
 * of the file's own on that PostgreSQL, copied from the run's migrated, seeded template database (global-setup.ts), so
 * files running in parallel never see each other's rows; dropped afterwards. `empty`: on PostgreSQL, an empty schema
 * instead (for the test of the migrations themselves).
 */
export async function openTestDb({ empty = false }: { empty?: boolean } = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPgliteDb('memory://', { loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
    return { db, fresh: false, postgres: false, dispose: () => db.close() };
  }
  if (empty) {
    const pgs = await openPgSchema(url);
    return { db: pgs.db, fresh: true, postgres: true, dispose: pgs.dispose };
  }
  const copy = await copyTemplateDb(url, inject('pgTemplateDb'));
  return { db: copy.db, fresh: false, postgres: true, dispose: copy.dispose };
}

export interface SeededCopy {
  /** A pool of `max` connections on the copy. */
  db: Db;
  /** The copy's connection string (for a server process of the test's own). */
  url: string;
  /** Close the pool and drop the copy. */
  dispose(): Promise<void>;
}

/**
 * A database of the file's own on the PostgreSQL at `url`, copied from the run's migrated, demo-seeded template: for
 * the tests that start server processes on it or need real connections at once (no migrations or scrypt-heavy seed).
 */
export function openSeededCopy(url: string, max = 4): Promise<SeededCopy> {
  return copyTemplateDb(url, inject('pgTemplateDb'), max);
}

/**
 * A new database copied from `template` (CREATE DATABASE … TEMPLATE: a file copy, far cheaper than migrating and
 * seeding again) and a pool of `max` connections on it. `dispose` closes the pool and drops the copy — unless a
 * connection of the file is still closing, which a forced drop would kill under the next file sharing the worker: then
 * the copy stays, and the run's teardown (global-setup.ts) drops every copy of the template.
 */
export async function copyTemplateDb(url: string, template: string, max = 4): Promise<SeededCopy> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const copyUrl = withDatabase(url, name);
  const db = await openPgDb({ connectionString: copyUrl, max });
  return {
    db,
    url: copyUrl,
    async dispose() {
      await db.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await drop.end();
    },
  };
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
