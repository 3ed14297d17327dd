import type { Db } from './db';
import { toNumber } from './db';
import { MIGRATIONS } from './migrations';
import type { Migration } from './migrations';

/**
 * Apply pending migrations, each in its own transaction together with its record. The table lock makes two
 * replicas starting at once apply each migration exactly once.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      await tx.exec('LOCK TABLE schema_migration IN EXCLUSIVE MODE');
      const rows = await tx.query<{ n: unknown }>('SELECT count(*) AS n FROM schema_migration WHERE version = $1', [m.version]);
      if (toNumber(rows[0]?.n) > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
