import type { Db } from './db';

/**
 * Run `fn` on one replica at a time: on PostgreSQL a transaction-scoped advisory lock on `name`, taken without
 * waiting, is held on a pooled connection while `fn` works on its own connections; a replica that finds the lock taken
 * skips this turn (the holder is doing the work, and the next sweep comes). Jobs claim their work in the database as
 * well, so a slot's work is done once even across turns. PGlite is one process with one connection: `fn` runs as is.
 * Resolves to whether `fn` ran.
 */
export async function oneReplicaAtATime(db: Db, name: string, fn: () => Promise<unknown>): Promise<boolean> {
  if (db.kind !== 'postgres') {
    await fn();
    return true;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [name]);
    if (!row?.locked) return false;
    await fn();
    return true;
  });
}
