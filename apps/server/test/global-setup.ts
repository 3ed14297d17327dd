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
import { DEMO_PASSWORD, SEED_USERS } from '../src/seed/orgs';
import { hashPassword } from '../src/platform/security/password';
import type { Db } from '../src/platform/db/db';
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
 * The demo users' password hashed at N = 1024 instead of the seed's 16384 in the run's template. A login verifies the
 * stored hash with the parameters stored with it (verifyPassword), about 60 ms of a core at the seed's; the server
 * suite logs in about 1,300 times, so its logins were about a third of its CPU. The seed's own hashing is checked on
 * a fresh database (migrate-seed.test.ts); every password a test sets is hashed as the server always does.
 */
async function lightenDemoPasswords(db: Db): Promise<void> {
  const light = { N: 1024, r: 8, p: 1 };
  const hashes = await Promise.all(SEED_USERS.map(async (u) => [u.userName, await hashPassword(DEMO_PASSWORD, light)] as const));
  for (const [userName, hash] of hashes) await db.query('UPDATE app_user SET password_hash = $2 WHERE user_name = $1', [userName, hash]);
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
    await lightenDemoPasswords(db);
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
  } else {
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const db = await openPgDb({ connectionString: withDatabase(url, template), max: 2 });
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
    await lightenDemoPasswords(db);
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
