import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDb } from '../src/platform/db/pglite-db';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/seed/seed-demo';
import { installModuleFlows } from '../src/server-modules';
import { BUSINESS_DATE } from './helpers/business-date';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}

/**
 * Build one migrated, demo-seeded PGlite image for the whole run; each test file loads it instead of running
 * initdb, migrations and scrypt-heavy seeding again (PGlite cold start is seconds on a busy 2-core box).
 * With DATABASE_URL the tests use PostgreSQL schemas instead and the image is not needed.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'scf-pglite-image-'));
  const file = path.join(dir, 'image.tar');
  if (!process.env.DATABASE_URL) {
    const db = await openPgliteDb('memory://');
    await migrate(db);
    installModuleFlows();
    await seed(db, 'demo', BUSINESS_DATE);
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
  }
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
