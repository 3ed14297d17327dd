import { OLD_LINE_STATUSES } from '@scf/api/contract';
import type { ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { FigureDeltas } from './limit-figures';

export interface LineRow {
  line_id: string;
  product_type: ProductType;
  fi_corp_id: string;
  fi_name: string;
  corp_id: string;
  corp_name: string;
  total_fen: unknown;
  allocated_fen: unknown;
  used_fen: unknown;
  frozen_fen: unknown;
  revolving: boolean;
  start_date: string;
  end_date: string;
  status: 'PENDING' | 'ACTIVE' | 'EXPIRED' | 'FROZEN' | 'REPLACED' | 'TERMINATED';
  replaced_line_id: string | null;
}

export interface SubRow {
  sub_limit_id: string;
  line_id: string;
  corp_id: string;
  corp_name: string;
  allocated_fen: unknown;
  used_fen: unknown;
  frozen_fen: unknown;
  status: 'ACTIVE' | 'FROZEN';
}

/** The statuses of 历史额度 (domain-lines.md §16.10) as an SQL list. */
export const OLD_LINE_SQL = OLD_LINE_STATUSES.map((s) => `'${s}'`).join(', ');
export const LINE = `SELECT l.*, f.corp_name AS fi_name, c.corp_name
  FROM credit_line l JOIN corp f ON f.corp_id = l.fi_corp_id JOIN corp c ON c.corp_id = l.corp_id`;
const SUB = `SELECT s.*, c.corp_name FROM sub_limit s JOIN corp c ON c.corp_id = s.corp_id`;

export const lineById = async (q: Queryable, lineId: string): Promise<LineRow | undefined> =>
  (await q.query<LineRow>(`${LINE} WHERE l.line_id = $1`, [lineId]))[0];
export const subById = async (q: Queryable, subId: string): Promise<SubRow | undefined> =>
  (await q.query<SubRow>(`${SUB} WHERE s.sub_limit_id = $1`, [subId]))[0];
export const subOf = async (q: Queryable, lineId: string, corpId: string): Promise<SubRow | undefined> =>
  (await q.query<SubRow>(`${SUB} WHERE s.line_id = $1 AND s.corp_id = $2`, [lineId, corpId]))[0];

/** Lines in force of a group (the core's view) or granted by a bank (the FI's view); old ones are 历史额度's (old-lines.repo.ts). */
export const linesOfCorp = (q: Queryable, corpId: string): Promise<LineRow[]> =>
  q.query<LineRow>(`${LINE} WHERE (l.corp_id = $1 OR l.fi_corp_id = $1) AND l.status NOT IN (${OLD_LINE_SQL}) ORDER BY l.line_id`, [corpId]);
export const subsOfLines = (q: Queryable, lineIds: readonly string[]): Promise<SubRow[]> =>
  q.query<SubRow>(`${SUB} WHERE s.line_id = ANY($1::text[]) ORDER BY s.line_id, s.corp_id`, [lineIds]);

/**
 * The limit an issuer draws on for a product: the ACTIVE line it holds as the group, else its ACTIVE sub-limit on an
 * ACTIVE line. Validity dates are checked by the caller against the business date.
 */
export async function issuerLimit(q: Queryable, issuerCorpId: string, product: ProductType): Promise<{ line: LineRow; sub: SubRow | null } | undefined> {
  const own = (
    await q.query<LineRow>(`${LINE} WHERE l.corp_id = $1 AND l.product_type = $2 AND l.status = 'ACTIVE' ORDER BY l.line_id LIMIT 1`, [issuerCorpId, product])
  )[0];
  if (own) return { line: own, sub: null };
  const sub = (
    await q.query<SubRow>(
      `${SUB} JOIN credit_line l ON l.line_id = s.line_id WHERE s.corp_id = $1 AND s.status = 'ACTIVE' AND l.status = 'ACTIVE' AND l.product_type = $2
        ORDER BY s.sub_limit_id LIMIT 1`,
      [issuerCorpId, product],
    )
  )[0];
  if (!sub) return undefined;
  const line = await lineById(q, sub.line_id);
  return line ? { line, sub } : undefined;
}

/**
 * Lock the rows of a limit in the ledger's fixed order (line, then sub-limit; docs/adr/0009) for the caller's
 * transaction: every operation that moves figures takes them the same way, so two never wait on each other in a circle.
 * NO KEY UPDATE, not UPDATE: a concurrent insert of an application or ledger entry holds KEY SHARE on the line
 * through its foreign key, which UPDATE would wait on (a deadlock seen on PostgreSQL) and NO KEY UPDATE does not.
 */
export async function lockLimit(q: Queryable, lineId: string, subLimitId: string | null): Promise<void> {
  await q.query('SELECT line_id FROM credit_line WHERE line_id = $1 FOR NO KEY UPDATE', [lineId]);
  if (subLimitId) await q.query('SELECT sub_limit_id FROM sub_limit WHERE sub_limit_id = $1 FOR NO KEY UPDATE', [subLimitId]);
}

/** Lock several lines and sub-limits, ascending within each kind, lines first. */
export async function lockLimits(q: Queryable, lineIds: readonly string[], subIds: readonly string[]): Promise<void> {
  if (lineIds.length > 0)
    await q.query('SELECT line_id FROM credit_line WHERE line_id = ANY($1::text[]) ORDER BY line_id FOR NO KEY UPDATE', [[...new Set(lineIds)]]);
  if (subIds.length > 0)
    await q.query('SELECT sub_limit_id FROM sub_limit WHERE sub_limit_id = ANY($1::text[]) ORDER BY sub_limit_id FOR NO KEY UPDATE', [[...new Set(subIds)]]);
}

/**
 * Apply figure deltas as conditional updates: the line keeps `used + frozen + allocated ≤ total` and a sub-limit
 * `used + frozen ≤ allocated`. False when a condition fails (nothing written for that row); the CHECKs are the backstop.
 */
export async function applyDeltas(q: Queryable, lineId: string, subLimitId: string | null, d: FigureDeltas): Promise<boolean> {
  const { line, sub } = d;
  if (line.allocated !== 0n || line.used !== 0n || line.frozen !== 0n) {
    const rows = await q.query(
      `UPDATE credit_line SET allocated_fen = allocated_fen + $2, used_fen = used_fen + $3, frozen_fen = frozen_fen + $4
        WHERE line_id = $1 AND allocated_fen + used_fen + frozen_fen + $2 + $3 + $4 <= total_fen
          AND allocated_fen + $2 >= 0 AND used_fen + $3 >= 0 AND frozen_fen + $4 >= 0 RETURNING line_id`,
      [lineId, String(line.allocated), String(line.used), String(line.frozen)],
    );
    if (rows.length !== 1) return false;
  }
  if (sub.allocated !== 0n || sub.used !== 0n || sub.frozen !== 0n) {
    if (!subLimitId) throw new Error('sub-limit deltas without a sub-limit');
    const rows = await q.query(
      `UPDATE sub_limit SET allocated_fen = allocated_fen + $2, used_fen = used_fen + $3, frozen_fen = frozen_fen + $4
        WHERE sub_limit_id = $1 AND used_fen + frozen_fen + $3 + $4 <= allocated_fen + $2
          AND allocated_fen + $2 >= 0 AND used_fen + $3 >= 0 AND frozen_fen + $4 >= 0 RETURNING sub_limit_id`,
      [subLimitId, String(sub.allocated), String(sub.used), String(sub.frozen)],
    );
    if (rows.length !== 1) return false;
  }
  return true;
}

export interface LedgerEntry {
  lineId: string;
  subLimitId: string | null;
  kind: 'FREEZE' | 'UNFREEZE' | 'USE' | 'RELEASE';
  bizType: string;
  bizNo: string;
  corpId: string;
  amountFen: bigint;
  at: number;
  businessDate: string;
}

export async function insertLedgerEntry(q: Queryable, e: LedgerEntry): Promise<void> {
  await q.query(
    `INSERT INTO limit_ledger (line_id, sub_limit_id, kind, biz_type, biz_no, corp_id, amount_fen, at, business_date) VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
       $9)`,
    [e.lineId, e.subLimitId, e.kind, e.bizType, e.bizNo, e.corpId, String(e.amountFen), e.at, e.businessDate],
  );
}

/** A member's sub-limit on a line, created empty on its first distribution. */
export async function ensureSubLimit(q: Queryable, lineId: string, corpId: string): Promise<string> {
  const id = `SL-${lineId}-${corpId}`;
  await q.query(
    "INSERT INTO sub_limit (sub_limit_id, line_id, corp_id, allocated_fen, status) VALUES ($1, $2, $3, 0, 'ACTIVE') ON CONFLICT (line_id, corp_id) DO NOTHING",
    [id, lineId, corpId],
  );
  return (await subOf(q, lineId, corpId))?.sub_limit_id ?? id;
}

export interface LedgerRow {
  at: unknown;
  business_date: string;
  kind: 'FREEZE' | 'UNFREEZE' | 'USE' | 'RELEASE';
  biz_type: string;
  biz_no: string;
  corp_id: string;
  corp_name: string;
  amount_fen: unknown;
  total: unknown;
}

/** One page of a line's entries (its own and its sub-limits'), newest first unless asked otherwise. */
/** A line's ledger page; with `memberCorpId`, only the entries of that member's sub-limit. */
export async function ledgerPage(
  q: Queryable,
  lineId: string,
  memberCorpId: string | null,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<LedgerRow[]> {
  return q.query<LedgerRow>(
    `SELECT e.at, e.business_date, e.kind, e.biz_type, e.biz_no, e.corp_id, c.corp_name, e.amount_fen, count(*) OVER () AS total
       FROM limit_ledger e JOIN corp c ON c.corp_id = e.corp_id
      WHERE e.line_id = $1
        AND ($4::text IS NULL OR e.sub_limit_id IN (SELECT s.sub_limit_id FROM sub_limit s WHERE s.line_id = e.line_id AND s.corp_id = $4))
      ORDER BY e.entry_id ${order === 'asc' ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`,
    [lineId, limit, offset, memberCorpId],
  );
}

/** Many entries in one statement (the seed); they keep their order. */
export async function insertLedgerEntries(q: Queryable, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const col = <T>(f: (e: LedgerEntry) => T) => entries.map(f);
  await q.query(
    `INSERT INTO limit_ledger (line_id, sub_limit_id, kind, biz_type, biz_no, corp_id, amount_fen, at, business_date)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int8[], $8::int8[], $9::text[])`,
    [
      col((e) => e.lineId),
      col((e) => e.subLimitId),
      col((e) => e.kind),
      col((e) => e.bizType),
      col((e) => e.bizNo),
      col((e) => e.corpId),
      col((e) => String(e.amountFen)),
      col((e) => e.at),
      col((e) => e.businessDate),
    ],
  );
}

export interface NewLine {
  lineId: string;
  productType: ProductType;
  fiCorpId: string;
  corpId: string;
  totalFen: bigint;
  revolving: boolean;
  startDate: string;
  endDate: string;
  status: LineRow['status'];
  /** The line this one renews (it becomes REPLACED). */
  replacedLineId?: string;
}

/** A line with no figures yet (they move only through the ledger). */
export async function insertLine(q: Queryable, l: NewLine): Promise<void> {
  await q.query(
    `INSERT INTO credit_line (line_id, product_type, fi_corp_id, corp_id, total_fen, revolving, start_date, end_date, status, replaced_line_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [l.lineId, l.productType, l.fiCorpId, l.corpId, String(l.totalFen), l.revolving, l.startDate, l.endDate, l.status, l.replacedLineId ?? null],
  );
}
