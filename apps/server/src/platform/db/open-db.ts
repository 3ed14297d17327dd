import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder (relative to the working directory) or `memory://`. */
  dataDir?: string | undefined;
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite in `DATA_DIR` (default `.data/`). */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPgDb({ connectionString: options.databaseUrl });
  const dir = options.dataDir ?? '.data';
  if (dir.startsWith('memory://')) return openPgliteDb(dir);
  const abs = path.resolve(dir);
  mkdirSync(abs, { recursive: true });
  return openPgliteDb(abs);
}
