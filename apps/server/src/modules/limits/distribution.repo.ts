import type { Queryable } from '../../platform/db/db';

/** A distribution application's change (额度分配, domain.md §6.3): the member and the signed change of its sub-limit. */
export async function insertLimitDist(q: Queryable, appNo: string, targetCorpId: string, changeFen: bigint): Promise<void> {
  await q.query('INSERT INTO app_limit_dist (app_no, target_corp_id, change_fen) VALUES ($1, $2, $3)', [appNo, targetCorpId, String(changeFen)]);
}

export const limitDistOf = async (q: Queryable, appNo: string): Promise<{ target_corp_id: string; target_name: string; change_fen: unknown } | undefined> =>
  (
    await q.query<{ target_corp_id: string; target_name: string; change_fen: unknown }>(
      'SELECT d.target_corp_id, c.corp_name AS target_name, d.change_fen FROM app_limit_dist d JOIN corp c ON c.corp_id = d.target_corp_id WHERE d.app_no = $1',
      [appNo],
    )
  )[0];
