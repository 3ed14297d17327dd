import type { EdtLineStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

export interface LineRow {
  line_id: string;
  fi_corp_id: string;
  fi_name: string;
  corp_id: string;
  corp_name: string;
  core_corp_id: string;
  core_name: string;
  total_fen: unknown;
  used_fen: unknown;
  frozen_fen: unknown;
  revolving: boolean;
  start_date: string;
  end_date: string;
  max_ratio: string;
  annual_rate: string;
  day_basis: number;
  fee_rate: string;
  grace_days: number;
  penalty_rate: string;
  max_days: number;
  status: EdtLineStatus;
}

const LINE_SELECT = `SELECT l.*, f.corp_name AS fi_name, s.corp_name, c.corp_name AS core_name
  FROM edt_line l JOIN corp f ON f.corp_id = l.fi_corp_id JOIN corp s ON s.corp_id = l.corp_id JOIN corp c ON c.corp_id = l.core_corp_id`;

/** The lines a corporation holds (supplier), is the core of, or granted (bank). */
export const linesOf = (q: Queryable, corpId: string): Promise<LineRow[]> =>
  q.query<LineRow>(`${LINE_SELECT} WHERE $1 IN (l.corp_id, l.core_corp_id, l.fi_corp_id) ORDER BY l.start_date DESC, l.line_id`, [corpId]);

/** The supplier's ACTIVE line for a core at a bank on a date, if any. */
export async function activeLine(q: Queryable, p: { supplierCorpId: string; coreCorpId: string; fiCorpId: string; on: string }): Promise<LineRow | undefined> {
  return (
    await q.query<LineRow>(
      `${LINE_SELECT} WHERE l.corp_id = $1 AND l.core_corp_id = $2 AND l.fi_corp_id = $3 AND l.status = 'ACTIVE' AND l.start_date <= $4 AND l.end_date >= $4
        ORDER BY l.start_date DESC LIMIT 1`,
      [p.supplierCorpId, p.coreCorpId, p.fiCorpId, p.on],
    )
  )[0];
}

/** The banks at which a supplier holds an ACTIVE line with a core (where its 回款专户 may be). */
export async function lineBanksOf(q: Queryable, supplierCorpId: string, coreCorpId: string, on: string): Promise<string[]> {
  const rows = await q.query<{ fi_corp_id: string }>(
    `SELECT DISTINCT fi_corp_id FROM edt_line WHERE corp_id = $1 AND core_corp_id = $2 AND status = 'ACTIVE' AND start_date <= $3 AND end_date >= $3
      ORDER BY fi_corp_id`,
    [supplierCorpId, coreCorpId, on],
  );
  return rows.map((r) => r.fi_corp_id);
}

export interface NewLine {
  lineId: string;
  fiCorpId: string;
  corpId: string;
  coreCorpId: string;
  accessAppNo: string | null;
  totalFen: bigint;
  usedFen: bigint;
  frozenFen: bigint;
  revolving: boolean;
  startDate: string;
  endDate: string;
  maxRatio: string;
  annualRate: string;
  feeRate: string;
  graceDays: number;
  penaltyRate: string;
  maxDays: number;
  status: EdtLineStatus;
}

export async function insertLine(q: Queryable, l: NewLine): Promise<void> {
  await q.query(
    `INSERT INTO edt_line (line_id, fi_corp_id, corp_id, core_corp_id, access_app_no, total_fen, used_fen, frozen_fen, revolving, start_date, end_date,
       max_ratio, annual_rate, fee_rate, grace_days, penalty_rate, max_days, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      l.lineId,
      l.fiCorpId,
      l.corpId,
      l.coreCorpId,
      l.accessAppNo,
      l.totalFen.toString(),
      l.usedFen.toString(),
      l.frozenFen.toString(),
      l.revolving,
      l.startDate,
      l.endDate,
      l.maxRatio,
      l.annualRate,
      l.feeRate,
      l.graceDays,
      l.penaltyRate,
      l.maxDays,
      l.status,
    ],
  );
}

/** A line of the bank's, locked (the one writer of a line, §14A.2). */
export async function fiLine(q: Queryable, fiCorpId: string, lineId: string, lock: boolean): Promise<LineRow | undefined> {
  if (lock) await q.query('SELECT line_id FROM edt_line WHERE line_id = $1 FOR UPDATE', [lineId]);
  return (await q.query<LineRow>(`${LINE_SELECT} WHERE l.line_id = $1 AND l.fi_corp_id = $2`, [lineId, fiCorpId]))[0];
}

/** Lines of an access that are pending or in force (one per access). */
export async function liveLineOfAccess(q: Queryable, accessAppNo: string): Promise<string | undefined> {
  const [row] = await q.query<{ line_id: string }>("SELECT line_id FROM edt_line WHERE access_app_no = $1 AND status IN ('PENDING', 'ACTIVE', 'FROZEN')", [
    accessAppNo,
  ]);
  return row?.line_id;
}

export const nextLineId = async (q: Queryable, businessDate: string): Promise<string> => {
  const [row] = await q.query<{ n: unknown }>("SELECT nextval('edt_line_seq') AS n");
  return serialOf('LE', businessDate, String(row?.n));
};

/** A status change from the status it was read in, and the total when adjusted (never below used + frozen: the table's check). */
export async function updateLine(q: Queryable, lineId: string, from: EdtLineStatus, set: { status?: EdtLineStatus; totalFen?: bigint }): Promise<boolean> {
  const rows = await q.query(
    `UPDATE edt_line SET status = COALESCE($3, status), total_fen = COALESCE($4::bigint, total_fen), version = version + 1
      WHERE line_id = $1 AND status = $2 RETURNING line_id`,
    [lineId, from, set.status ?? null, set.totalFen === undefined ? null : set.totalFen.toString()],
  );
  return rows.length === 1;
}
