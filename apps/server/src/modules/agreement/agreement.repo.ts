import type { Queryable } from '../../platform/db/db';

export async function hasSigned(q: Queryable, corpId: string, version: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM agreement_sign WHERE corp_id = $1 AND version = $2', [corpId, version])).length > 0;
}

/**
 * One row per corporation: the version it signed last, by whom and when. The first signature of a version stands:
 * signing it again changes nothing (who signed is kept); only a newer version replaces the row. True when this call
 * recorded the signature.
 */
export async function recordSigning(q: Queryable, corpId: string, version: string, userId: string, now: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO agreement_sign (corp_id, version, signed_by, signed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (corp_id) DO UPDATE SET version = EXCLUDED.version, signed_by = EXCLUDED.signed_by, signed_at = EXCLUDED.signed_at
       WHERE agreement_sign.version <> EXCLUDED.version
     RETURNING corp_id`,
    [corpId, version, userId, now],
  );
  return rows.length > 0;
}
