import type { Queryable } from '../../platform/db/db';

/** A `corp_reauth` row exists while the corporation must redo real-name authentication. */
export async function reauthRequired(q: Queryable, corpId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM corp_reauth WHERE corp_id = $1', [corpId])).length > 0;
}
