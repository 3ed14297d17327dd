import type { Queryable } from '../db/db';

/**
 * A refused signature or registration (security.md §2.6 step 3). Written outside the refused transaction, which
 * rolls back, so the record survives.
 */
export async function logSecurityEvent(q: Queryable, at: number, userId: string | null, event: string, detail: string): Promise<void> {
  await q.query('INSERT INTO security_log (at, user_id, event, detail) VALUES ($1, $2, $3, $4)', [at, userId, event, detail.slice(0, 500)]);
}
