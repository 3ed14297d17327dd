import type { Queryable } from '../../platform/db/db';

/** The link of a 提示收票 / 签收 / 撤票 application to the one package it acts on (migration 0062). */
export async function linkBillApp(q: Queryable, appNo: string, packageNo: string): Promise<void> {
  await q.query('INSERT INTO bill_app (app_no, package_no) VALUES ($1, $2)', [appNo, packageNo]);
}

export async function packageNoOfApp(q: Queryable, appNo: string): Promise<string> {
  const rows = await q.query<{ package_no: string }>('SELECT package_no FROM bill_app WHERE app_no = $1', [appNo]);
  const no = rows[0]?.package_no;
  if (!no) throw new Error(`${appNo} names no bill package`);
  return no;
}

/** The drawer's BAB_MARGIN special account (银承保证金户), where the margins of its packages are frozen. */
export async function marginAccountOf(q: Queryable, corpId: string): Promise<string | undefined> {
  const rows = await q.query<{ account_id: string }>(
    "SELECT account_id FROM bank_account WHERE corp_id = $1 AND account_type = 'SPECIAL' AND purpose = 'BAB_MARGIN' ORDER BY account_id LIMIT 1",
    [corpId],
  );
  return rows[0]?.account_id;
}

/** Line RELEASE of an exposure (§20.3): used −= exposure; 0 rows when the line does not carry it (refused by the caller). */
export async function releaseExposure(q: Queryable, lineId: string, exposureFen: bigint): Promise<boolean> {
  const rows = await q.query<{ line_id: string }>(
    'UPDATE bab_line SET used_fen = used_fen - $2, version = version + 1 WHERE line_id = $1 AND used_fen >= $2 RETURNING line_id',
    [lineId, String(exposureFen)],
  );
  return rows.length === 1;
}

/** The payee holds its signed-for range (whoever held it while it waited). */
export async function setRangeHolder(q: Queryable, rangeId: string, holderCorpId: string): Promise<void> {
  await q.query('UPDATE bill_range SET holder_corp_id = $2, version = version + 1 WHERE range_id = $1', [rangeId, holderCorpId]);
}
