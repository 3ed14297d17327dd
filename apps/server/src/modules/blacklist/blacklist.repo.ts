import type { Queryable } from '../../platform/db/db';

/** Which of `corpIds` are on the list for the product's process (domain.md §4.7). */
export async function listedFor(q: Queryable, corpIds: readonly string[], productType: string, busiProcess: string): Promise<string[]> {
  const rows = await q.query<{ corp_id: string }>(
    'SELECT DISTINCT corp_id FROM corp_blacklist WHERE corp_id = ANY($1::text[]) AND product_type = $2 AND busi_process = $3 ORDER BY corp_id',
    [[...corpIds], productType, busiProcess],
  );
  return rows.map((r) => r.corp_id);
}

/** Whether the corporation is on the list for anything at all. */
export async function listedAnywhere(q: Queryable, corpId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM corp_blacklist WHERE corp_id = $1 LIMIT 1', [corpId])).length > 0;
}

/** Put a corporation on the list for a product's processes (the seed; a bank back office would do it). */
export async function insertListing(q: Queryable, corpId: string, productType: string, processes: readonly string[]): Promise<void> {
  for (const p of processes) {
    await q.query('INSERT INTO corp_blacklist (corp_id, product_type, busi_process) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [corpId, productType, p]);
  }
}
