import type { Db, Queryable } from '../db/db';
import { logSecurityEvent } from './security-log';
import { SigningRejectedError } from './signing-errors';

/** Run a key registration step in one transaction; a refusal is logged outside the rolled-back transaction and reaches the client as 4xx. */
export async function registering<T>(db: Db, now: number, userId: string, run: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (error instanceof SigningRejectedError) await logSecurityEvent(db, now, userId, error.code, error.detail);
    throw error;
  }
}
