import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPgDb } from '../src/platform/db/pg-db';
import { openPgliteDb } from '../src/platform/db/pglite-db';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/seed/seed-demo';
import { configureExports } from '../src/modules/exports';
import { installModuleFlows } from '../src/server-modules';
import { BUSINESS_DATE } from './helpers/business-date';
import { adminQuery, withDatabase } from './helpers/pg-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    /** With DATABASE_URL: the migrated, demo-seeded database each test file copies (helpers/test-db.ts). */
    pgTemplateDb: string;
  }
}

/**
 * Build one migrated, demo-seeded database for the whole run; each test file copies it instead of running initdb,
 * migrations and scrypt-heavy seeding again (seconds per file on a busy 2-core box). PGlite: an image file each file
 * loads. With DATABASE_URL: a template database on that PostgreSQL each file copies, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'scf-pglite-image-'));
  const file = path.join(dir, 'image.tar');
  const url = process.env.DATABASE_URL;
  const template = `scf_tpl_${randomBytes(6).toString('hex')}`;
  installModuleFlows();
  // The seed writes c1_op's 已完成 export file and stores its path and SHA-256: into a folder of the run's own, which
  // no other seeding test (they write to the default folder) overwrites.
  configureExports({ dir: path.join(dir, 'exports') });
  if (!url) {
    const db = await openPgliteDb('memory://');
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
  } else {
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const db = await openPgDb({ connectionString: withDatabase(url, template), max: 2 });
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
    await db.close();
  }
  project.provide('pgliteImage', file);
  project.provide('pgTemplateDb', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!url) return;
    // The template and any copy a file could not drop while one of its connections was still closing.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
        template,
        `${template}\\_%`,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
