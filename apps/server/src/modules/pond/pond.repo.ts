import type { PondAssetStatus, PondStatus } from '@scf/api/contract';
import type { AppStatus, BizType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { nextInSequence } from '../applications';
import { serialOf } from '../../platform/db/serial-number';

/** All SQL of the asset pool (domain-lines.md §18.7); drawdowns and repayments in pond-drawdowns.repo. */

export { drawdownOf, drawdownsOf, insertDrawdown, insertRepay, repayOf, repaysOf, setDrawdown, setRepaid } from './pond-drawdowns.repo';
export type { DrawdownRow, RepayRow } from './pond-drawdowns.repo';

export interface PondRow {
  pond_no: string;
  pledgor_corp_id: string;
  pledgor_name: string;
  fi_corp_id: string;
  fi_name: string;
  credit_mode: 'TOTAL' | 'TERM';
  pledge_rate: string;
  margin_account_id: string;
  margin_account_no: string;
  margin_fen: unknown;
  draw_rate: string;
  start_date: string;
  end_date: string;
  status: PondStatus;
  available_fen: unknown;
  version: number;
}

const POND = `SELECT p.*, pc.corp_name AS pledgor_name, fc.corp_name AS fi_name, m.account_no AS margin_account_no, m.balance_fen AS margin_fen
  FROM pond p JOIN corp pc ON pc.corp_id = p.pledgor_corp_id JOIN corp fc ON fc.corp_id = p.fi_corp_id
  JOIN bank_account m ON m.account_id = p.margin_account_id`;

/** The ponds a corporation sees: its own as pledgor, or those it funds. */
export const pondsOf = (q: Queryable, corpId: string): Promise<PondRow[]> =>
  q.query<PondRow>(`${POND} WHERE p.pledgor_corp_id = $1 OR p.fi_corp_id = $1 ORDER BY p.pond_no`, [corpId]);

export async function pondOf(q: Queryable, corpId: string, pondNo: string): Promise<PondRow | undefined> {
  return (await q.query<PondRow>(`${POND} WHERE p.pond_no = $1 AND (p.pledgor_corp_id = $2 OR p.fi_corp_id = $2)`, [pondNo, corpId]))[0];
}

/** The pond's row lock: the one writer of a pond (every change runs under it). */
export async function lockPond(q: Queryable, pondNo: string): Promise<void> {
  await q.query('SELECT pond_no FROM pond WHERE pond_no = $1 FOR UPDATE', [pondNo]);
}

export async function setAvailable(q: Queryable, pondNo: string, availableFen: bigint): Promise<void> {
  await q.query('UPDATE pond SET available_fen = $2, version = version + 1 WHERE pond_no = $1', [pondNo, String(availableFen)]);
}

export interface AssetRow {
  pr_no: string;
  pond_no: string;
  asset_type: 'CREDIT' | 'VOUCHER';
  asset_no: string;
  amount_fen: unknown;
  due_date: string;
  status: PondAssetStatus;
  in_app_no: string | null;
  out_app_no: string | null;
  in_date: string | null;
  out_date: string | null;
}

export const assetsOf = (q: Queryable, pondNo: string): Promise<AssetRow[]> =>
  q.query<AssetRow>('SELECT * FROM pond_receivable WHERE pond_no = $1 ORDER BY pr_no', [pondNo]);

export const assetsOfApp = (q: Queryable, appNo: string): Promise<AssetRow[]> =>
  q.query<AssetRow>('SELECT * FROM pond_receivable WHERE in_app_no = $1 OR out_app_no = $1 ORDER BY pr_no', [appNo]);

export async function nextAssetNo(q: Queryable, businessDate: string): Promise<string> {
  return serialOf('PRC', businessDate, await nextInSequence(q, 'pond_receivable_seq'));
}

export async function nextPondNo(q: Queryable, businessDate: string): Promise<string> {
  return serialOf('PND', businessDate, await nextInSequence(q, 'pond_seq'));
}

export async function insertAsset(
  q: Queryable,
  a: {
    prNo: string;
    pondNo: string;
    assetNo: string;
    amountFen: bigint;
    dueDate: string;
    status: PondAssetStatus;
    inAppNo: string | null;
    inDate: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO pond_receivable (pr_no, pond_no, asset_type, asset_no, amount_fen, due_date, status, in_app_no, in_date)
     VALUES ($1, $2, 'CREDIT', $3, $4, $5, $6, $7, $8)`,
    [a.prNo, a.pondNo, a.assetNo, String(a.amountFen), a.dueDate, a.status, a.inAppNo, a.inDate],
  );
}

/** Move assets from one status to another; returns how many moved (a concurrent change leaves it short). */
export async function moveAssets(
  q: Queryable,
  prNos: readonly string[],
  from: PondAssetStatus,
  to: PondAssetStatus,
  set: { outAppNo?: string | null; inDate?: string; outDate?: string } = {},
): Promise<number> {
  const rows = await q.query<{ pr_no: string }>(
    `UPDATE pond_receivable SET status = $3,
        out_app_no = CASE WHEN $4::boolean THEN $5 ELSE out_app_no END,
        in_date = COALESCE($6, in_date), out_date = COALESCE($7, out_date)
      WHERE pr_no = ANY($1::text[]) AND status = $2 RETURNING pr_no`,
    [[...prNos], from, to, set.outAppNo !== undefined, set.outAppNo ?? null, set.inDate ?? null, set.outDate ?? null],
  );
  return rows.length;
}

/** Credits or assets already taken by a live pond row (入池中, 在池, 出池中). */
export async function liveAssetNos(q: Queryable, assetNos: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ asset_no: string }>(
    "SELECT asset_no FROM pond_receivable WHERE asset_no = ANY($1::text[]) AND status IN ('PENDING_IN', 'IN_POOL', 'PENDING_OUT')",
    [[...assetNos]],
  );
  return rows.map((r) => r.asset_no);
}

export interface CreditPick {
  credit_no: string;
  holder_corp_id: string;
  status: string;
  locked_by_app: string | null;
  amount_fen: unknown;
  due_date: string;
}

export const creditsOf = (q: Queryable, creditNos: readonly string[]): Promise<CreditPick[]> =>
  q.query<CreditPick>('SELECT credit_no, holder_corp_id, status, locked_by_app, amount_fen, due_date FROM credit WHERE credit_no = ANY($1::text[])', [
    [...creditNos],
  ]);

/** HELD, unlocked credits of the pledgor not in a live pond row (the 入池 picker). */
export const heldCredits = (q: Queryable, corpId: string): Promise<CreditPick[]> =>
  q.query<CreditPick>(
    `SELECT credit_no, holder_corp_id, status, locked_by_app, amount_fen, due_date FROM credit c
      WHERE c.holder_corp_id = $1 AND c.status = 'HELD' AND c.locked_by_app IS NULL
        AND NOT EXISTS (SELECT 1 FROM pond_receivable r WHERE r.asset_no = c.credit_no AND r.status IN ('PENDING_IN', 'IN_POOL', 'PENDING_OUT'))
      ORDER BY c.due_date, c.credit_no`,
    [corpId],
  );

export async function linkApp(q: Queryable, appNo: string, pondNo: string): Promise<void> {
  await q.query('INSERT INTO pond_app (app_no, pond_no) VALUES ($1, $2)', [appNo, pondNo]);
}

export async function pondOfApp(q: Queryable, appNo: string): Promise<string | undefined> {
  return (await q.query<{ pond_no: string }>('SELECT pond_no FROM pond_app WHERE app_no = $1', [appNo]))[0]?.pond_no;
}

export interface PondAppRow {
  app_no: string;
  biz_type: BizType;
  pond_no: string;
  status: AppStatus;
  amount_fen: unknown;
  business_date: string;
  applicant_corp_id: string;
  applicant_name: string;
}

const POND_APPS = `SELECT a.app_no, a.biz_type, pa.pond_no, a.status, a.amount_fen, a.business_date, a.applicant_corp_id, c.corp_name AS applicant_name
  FROM pond_app pa JOIN application a ON a.app_no = pa.app_no JOIN corp c ON c.corp_id = a.applicant_corp_id`;

export const appsOfPond = (q: Queryable, pondNo: string): Promise<PondAppRow[]> =>
  q.query<PondAppRow>(`${POND_APPS} WHERE pa.pond_no = $1 ORDER BY a.app_no DESC`, [pondNo]);

/** Open applications of the caller's ponds in the given statuses, as pledgor or as bank. */
export const pendingApps = (q: Queryable, corpId: string, side: 'pledgor' | 'fi', statuses: readonly AppStatus[]): Promise<PondAppRow[]> =>
  q.query<PondAppRow>(
    `${POND_APPS} JOIN pond p ON p.pond_no = pa.pond_no WHERE ${side === 'pledgor' ? 'p.pledgor_corp_id' : 'p.fi_corp_id'} = $1
       AND a.status = ANY($2::text[]) ORDER BY a.app_no`,
    [corpId, [...statuses]],
  );

/** An open 还款 application of the pond (待复核). */
export async function openRepay(q: Queryable, pondNo: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM pond_repay r JOIN application a ON a.app_no = r.app_no WHERE r.pond_no = $1 AND a.status IN ('PENDING_REVIEW', 'PENDING_FI') LIMIT 1",
    [pondNo],
  );
  return rows.length > 0;
}

export async function insertPond(
  q: Queryable,
  p: {
    pondNo: string;
    pledgorCorpId: string;
    fiCorpId: string;
    pledgeRate: string;
    marginAccountId: string;
    drawRate: string;
    startDate: string;
    endDate: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO pond (pond_no, pledgor_corp_id, fi_corp_id, pledge_rate, margin_account_id, draw_rate, start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.pondNo, p.pledgorCorpId, p.fiCorpId, p.pledgeRate, p.marginAccountId, p.drawRate, p.startDate, p.endDate],
  );
}
