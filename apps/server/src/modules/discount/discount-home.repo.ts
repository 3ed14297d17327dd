import type { BillPackageStatus, BillRangeStatus, BizType, DiscountHomeSide } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { rangeFen } from './bills.repo';

/** A figure of a home: how many (packages, applications) and their amount in fen. */
export interface Total {
  count: number;
  fen: bigint;
}

const big = (v: unknown): bigint => BigInt(String(v ?? 0));

/** The core's acceptance lines (承兑额度, §20.3), summed over its active lines. */
export async function coreLine(q: Queryable, corpId: string): Promise<{ count: number; total: bigint; used: bigint; frozen: bigint }> {
  const [row] = await q.query<{ n: unknown; total: unknown; used: unknown; frozen: unknown }>(
    `SELECT count(*) AS n, COALESCE(sum(total_fen), 0) AS total, COALESCE(sum(used_fen), 0) AS used, COALESCE(sum(frozen_fen), 0) AS frozen
       FROM bab_line WHERE corp_id = $1 AND status = 'ACTIVE'`,
    [corpId],
  );
  return { count: Number(String(row?.n ?? 0)), total: big(row?.total), used: big(row?.used), frozen: big(row?.frozen) };
}

/** The packages a core drew in some statuses. */
export async function drawnPackages(q: Queryable, corpId: string, statuses: readonly BillPackageStatus[]): Promise<Total> {
  const [row] = await q.query<{ n: unknown; fen: unknown }>(
    'SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM bill_package WHERE drawer_corp_id = $1 AND status = ANY($2::text[])',
    [corpId, statuses],
  );
  return { count: Number(String(row?.n ?? 0)), fen: big(row?.fen) };
}

/** The packages a bank accepted and has not paid (已承兑 to 已出票: not cancelled, refused back to the drawer, or paid). */
export async function acceptedPackages(q: Queryable, fiCorpId: string): Promise<Total> {
  const [row] = await q.query<{ n: unknown; fen: unknown }>(
    `SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM bill_package
      WHERE acceptor_corp_id = $1 AND status IN ('ACCEPTED', 'PENDING_RECEIVE', 'ISSUED', 'REFUSED')`,
    [fiCorpId],
  );
  return { count: Number(String(row?.n ?? 0)), fen: big(row?.fen) };
}

/** The margin frozen in the core's 银承保证金户 (seed/bank.ts: A-C1-BABMARGIN). */
export async function marginFrozen(q: Queryable, corpId: string): Promise<bigint> {
  const [row] = await q.query<{ fen: unknown }>("SELECT COALESCE(sum(frozen_fen), 0) AS fen FROM bank_account WHERE corp_id = $1 AND purpose = 'BAB_MARGIN'", [
    corpId,
  ]);
  return big(row?.fen);
}

interface HeldRow {
  package_no: string;
  start_no: string;
  end_no: string;
  amount_fen: string;
}

/**
 * The sub-ranges a corporation holds in some statuses (§20.1), summed with their amounts (a non-splittable 0–0 is the
 * whole package); `notDueOn` keeps only packages due after that date. The count is of packages.
 */
export async function heldRanges(q: Queryable, corpId: string, statuses: readonly BillRangeStatus[], notDueOn?: string): Promise<Total> {
  const rows = await q.query<HeldRow>(
    `SELECT r.package_no, r.start_no, r.end_no, p.amount_fen FROM bill_range r JOIN bill_package p ON p.package_no = r.package_no
      WHERE r.holder_corp_id = $1 AND r.status = ANY($2::text[]) AND ($3::text IS NULL OR p.due_date > $3)`,
    [corpId, statuses, notDueOn ?? null],
  );
  return { count: new Set(rows.map((r) => r.package_no)).size, fen: rows.reduce((sum, r) => sum + rangeFen(r, big(r.amount_fen)), 0n) };
}

/** What a holder has discounted (§20.4): the lines of its completed discount applications; the count is of packages. */
export async function discountedBy(q: Queryable, corpId: string): Promise<Total> {
  const [row] = await q.query<{ n: unknown; fen: unknown }>(
    `SELECT count(DISTINCT dl.package_no) AS n, COALESCE(sum(dl.amount_fen), 0) AS fen
       FROM discount_line dl JOIN application a ON a.app_no = dl.app_no
      WHERE a.applicant_corp_id = $1 AND a.status = 'COMPLETED'`,
    [corpId],
  );
  return { count: Number(String(row?.n ?? 0)), fen: big(row?.fen) };
}

/**
 * Applications of some types waiting at a bank (待承兑 / 待贴现, its client manager's or product manager's step): the
 * bank is their counterparty, or it is the discount bank of their lines, or the acceptance line they use is its.
 */
export async function fiPending(q: Queryable, fiCorpId: string, types: readonly BizType[]): Promise<Total> {
  const [row] = await q.query<{ n: unknown; fen: unknown }>(
    `SELECT count(*) AS n, COALESCE(sum(a.amount_fen), 0) AS fen FROM application a
      WHERE a.biz_type = ANY($2::text[]) AND a.status IN ('PENDING_FI', 'PENDING_FUNDING')
        AND (a.counterparty_corp_id = $1
          OR EXISTS (SELECT 1 FROM discount_line dl WHERE dl.app_no = a.app_no AND dl.fi_corp_id = $1)
          OR a.line_id IN (SELECT line_id FROM bab_line WHERE fi_corp_id = $1))`,
    [fiCorpId, types],
  );
  return { count: Number(String(row?.n ?? 0)), fen: big(row?.fen) };
}

export interface MaturityRow {
  package_no: string;
  drawer_corp_id: string;
  drawer_name: string;
  payee_corp_id: string;
  payee_name: string;
  due_date: string;
  status: BillPackageStatus;
  fen: bigint;
}

const PACKAGE_COLUMNS = `p.package_no, p.drawer_corp_id, d.corp_name AS drawer_name, p.payee_corp_id, e.corp_name AS payee_name, p.due_date, p.status,
  p.amount_fen`;
const PACKAGE_FROM = 'bill_package p JOIN corp d ON d.corp_id = p.drawer_corp_id JOIN corp e ON e.corp_id = p.payee_corp_id';

/**
 * The next maturities a corporation sees (§20.6), due today or later, soonest first: a core's drawn bills and a bank's
 * acceptances not yet paid (their face), a holder's packages with what it holds of them (持有中, 贴现中).
 */
export async function nextMaturities(q: Queryable, corpId: string, side: DiscountHomeSide, businessDate: string, limit: number): Promise<MaturityRow[]> {
  type Row = Omit<MaturityRow, 'fen'> & { amount_fen: string; start_no?: string; end_no?: string };
  if (side === 'chain') {
    const rows = await q.query<Row>(
      `SELECT ${PACKAGE_COLUMNS}, r.start_no, r.end_no FROM ${PACKAGE_FROM} JOIN bill_range r ON r.package_no = p.package_no
        WHERE r.holder_corp_id = $1 AND r.status IN ('HELD', 'DISCOUNTING') AND p.due_date >= $2
        ORDER BY p.due_date, p.package_no`,
      [corpId, businessDate],
    );
    const byPackage = new Map<string, MaturityRow>();
    for (const r of rows) {
      const fen = rangeFen({ start_no: r.start_no ?? '0', end_no: r.end_no ?? '0' }, big(r.amount_fen));
      const seen = byPackage.get(r.package_no);
      if (seen) seen.fen += fen;
      else byPackage.set(r.package_no, { ...rowOf(r), fen });
    }
    return [...byPackage.values()].slice(0, limit);
  }
  const party = side === 'core' ? 'p.drawer_corp_id' : 'p.acceptor_corp_id';
  const rows = await q.query<Row>(
    `SELECT ${PACKAGE_COLUMNS} FROM ${PACKAGE_FROM}
      WHERE ${party} = $1 AND p.status IN ('ACCEPTED', 'PENDING_RECEIVE', 'ISSUED') AND p.due_date >= $2
      ORDER BY p.due_date, p.package_no LIMIT $3`,
    [corpId, businessDate, limit],
  );
  return rows.map((r) => ({ ...rowOf(r), fen: big(r.amount_fen) }));
}

function rowOf(r: Omit<MaturityRow, 'fen'>): Omit<MaturityRow, 'fen'> {
  return {
    package_no: r.package_no,
    drawer_corp_id: r.drawer_corp_id,
    drawer_name: r.drawer_name,
    payee_corp_id: r.payee_corp_id,
    payee_name: r.payee_name,
    due_date: r.due_date,
    status: r.status,
  };
}
