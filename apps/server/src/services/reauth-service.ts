import type { Queryable } from '../db/db';

/**
 * Spec §4 mandatory real-name re-authentication: true while the corporation has a `corp_reauth` row (written when
 * its administrator changes; deleted when the real-name authentication is done again).
 */
export async function needsReauth(q: Queryable, corpId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM corp_reauth WHERE corp_id = $1', [corpId]);
  return rows.length > 0;
}
