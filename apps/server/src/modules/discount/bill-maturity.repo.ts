import type { MaturityFilters, MaturityStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { PackageRow } from './bills.repo';

/** The package statuses paid at maturity: 已出票, and those accepted but never signed for (paid to the holder of record). */
export const PAYABLE_AT_MATURITY = ['ISSUED', 'ACCEPTED', 'PENDING_RECEIVE'] as const;

/** Payable packages due on or before the business date (the caller rolls each due date to its pay date). */
export const dueCandidates = (q: Queryable, businessDate: string): Promise<Array<{ package_no: string; due_date: string }>> =>
  q.query('SELECT package_no, due_date FROM bill_package WHERE status = ANY($2::text[]) AND due_date <= $1 ORDER BY due_date, package_no', [
    businessDate,
    [...PAYABLE_AT_MATURITY],
  ]);

export interface MaturityRowDb {
  package_no: string;
  pay_date: string;
  due_fen: bigint | string;
  margin_fen: bigint | string;
  debited_fen: bigint | string;
  advance_fen: bigint | string;
  advance_status: 'NONE' | 'OUTSTANDING' | 'REPAID';
  repaid_on: string | null;
}

export async function maturityOf(q: Queryable, packageNo: string): Promise<MaturityRowDb | undefined> {
  return (await q.query<MaturityRowDb>('SELECT * FROM bill_maturity WHERE package_no = $1', [packageNo]))[0];
}

export async function insertMaturity(
  q: Queryable,
  m: { packageNo: string; payDate: string; dueFen: bigint; marginFen: bigint; debitedFen: bigint; advanceFen: bigint },
): Promise<void> {
  await q.query(
    `INSERT INTO bill_maturity (package_no, pay_date, due_fen, margin_fen, debited_fen, advance_fen, advance_status) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.packageNo, m.payDate, String(m.dueFen), String(m.marginFen), String(m.debitedFen), String(m.advanceFen), m.advanceFen > 0n ? 'OUTSTANDING' : 'NONE'],
  );
}

/** The drawer's 银承保证金户, locked (the margin is unfrozen and moved out of it). */
export async function marginAccountOf(q: Queryable, corpId: string): Promise<{ account_id: string; balance_fen: unknown; frozen_fen: unknown } | undefined> {
  const rows = await q.query<{ account_id: string; balance_fen: unknown; frozen_fen: unknown }>(
    `SELECT account_id, balance_fen, frozen_fen FROM bank_account
      WHERE corp_id = $1 AND account_type = 'SPECIAL' AND purpose = 'BAB_MARGIN' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1 FOR UPDATE`,
    [corpId],
  );
  return rows[0];
}

/** An account's balance and frozen part, locked: what the debit may take is read under the same lock the bank takes. */
export async function lockedBalance(q: Queryable, accountId: string): Promise<{ balance_fen: unknown; frozen_fen: unknown } | undefined> {
  return (
    await q.query<{ balance_fen: unknown; frozen_fen: unknown }>('SELECT balance_fen, frozen_fen FROM bank_account WHERE account_id = $1 FOR UPDATE', [
      accountId,
    ])
  )[0];
}

/** 承兑额度 RELEASE at maturity (§20.3): used −= face − margin, under the line's lock. */
export async function releaseExposure(q: Queryable, p: PackageRow): Promise<void> {
  if (!p.bab_line_id) return;
  const exposure = BigInt(String(p.amount_fen)) - BigInt(String(p.margin_fen));
  await q.query('SELECT line_id FROM bab_line WHERE line_id = $1 FOR UPDATE', [p.bab_line_id]);
  await q.query('UPDATE bab_line SET used_fen = GREATEST(used_fen - $2::bigint, 0), version = version + 1 WHERE line_id = $1', [
    p.bab_line_id,
    String(exposure),
  ]);
}

/** A 到期付款查询 row as read: the package and its payment, if it was paid. */
export interface MaturityListRow {
  package_no: string;
  acceptor_corp_id: string;
  acceptor_name: string;
  payee_corp_id: string;
  payee_name: string;
  amount_fen: bigint | string;
  margin_fen: bigint | string;
  due_date: string;
  pay_date: string | null;
  m_margin_fen: bigint | string | null;
  debited_fen: bigint | string | null;
  advance_fen: bigint | string | null;
  advance_status: 'NONE' | 'OUTSTANDING' | 'REPAID' | null;
  repaid_on: string | null;
  m_penalty_fen: bigint | string | null;
  penalty_days: number | null;
  repay_requested_by: string | null;
}

const OPEN = "('ACCEPTED', 'PENDING_RECEIVE', 'ISSUED')";

function where(drawer: string, f: MaturityFilters): { sql: string; args: unknown[] } {
  const args: unknown[] = [drawer];
  const parts = [`p.drawer_corp_id = $1`, `(m.package_no IS NOT NULL OR p.status IN ${OPEN})`];
  const add = (sql: (n: number) => string, v: unknown) => {
    args.push(v);
    parts.push(sql(args.length));
  };
  if (f.dueFrom) add((n) => `p.due_date >= $${n}`, f.dueFrom);
  if (f.dueTo) add((n) => `p.due_date <= $${n}`, f.dueTo);
  if (f.keyword) add((n) => `(p.package_no LIKE '%' || $${n} || '%' OR py.corp_name LIKE '%' || $${n} || '%')`, f.keyword);
  const status: MaturityStatus | undefined = f.status;
  if (status === 'UPCOMING') parts.push('m.package_no IS NULL');
  else if (status) add((n) => `m.advance_status = $${n}`, status);
  return { sql: parts.join(' AND '), args };
}

const FROM = `FROM bill_package p LEFT JOIN bill_maturity m ON m.package_no = p.package_no
  JOIN corp ac ON ac.corp_id = p.acceptor_corp_id JOIN corp py ON py.corp_id = p.payee_corp_id`;

export async function pageMaturities(
  q: Queryable,
  drawer: string,
  f: MaturityFilters,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<{ rows: MaturityListRow[]; total: number }> {
  const w = where(drawer, f);
  const [count] = await q.query<{ n: string | number }>(`SELECT count(*) AS n ${FROM} WHERE ${w.sql}`, w.args);
  const rows = await q.query<MaturityListRow>(
    `SELECT p.package_no, p.acceptor_corp_id, ac.corp_name AS acceptor_name, p.payee_corp_id, py.corp_name AS payee_name, p.amount_fen, p.margin_fen,
            p.due_date, m.pay_date, m.margin_fen AS m_margin_fen, m.debited_fen, m.advance_fen, m.advance_status,
            m.repaid_on, m.penalty_fen AS m_penalty_fen, m.penalty_days, m.repay_requested_by
       ${FROM} WHERE ${w.sql} ORDER BY p.due_date ${order === 'desc' ? 'DESC' : 'ASC'}, p.package_no LIMIT ${limit} OFFSET ${offset}`,
    w.args,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** One paid package of the drawer and its 垫款, locked for 还款; another's reads as absent. */
export type AdvanceRow = MaturityRowDb & {
  acceptor_corp_id: string;
  repay_requested_by: string | null;
  repay_requested_at: string | number | null;
  repay_comment: string | null;
};

export async function lockedAdvance(q: Queryable, packageNo: string, drawer: string, lock = true): Promise<AdvanceRow | undefined> {
  const rows = await q.query<AdvanceRow>(
    `SELECT m.*, p.acceptor_corp_id FROM bill_maturity m JOIN bill_package p ON p.package_no = m.package_no
      WHERE m.package_no = $1 AND p.drawer_corp_id = $2${lock ? ' FOR UPDATE OF m' : ''}`,
    [packageNo, drawer],
  );
  return rows[0];
}

/** The operator's 还款申请: who asked, when and why; it waits for the director's key. */
export async function markRepayRequested(q: Queryable, packageNo: string, userId: string, at: number, comment: string | null): Promise<void> {
  await q.query(
    `UPDATE bill_maturity SET repay_requested_by = $2, repay_requested_at = $3, repay_comment = $4
      WHERE package_no = $1 AND advance_status = 'OUTSTANDING' AND repay_requested_by IS NULL`,
    [packageNo, userId, at, comment],
  );
}

/** 垫款已还: the day, the penalty paid with it, the operator who asked and the director who signed. */
export async function markRepaid(
  q: Queryable,
  packageNo: string,
  p: { on: string; penaltyFen: bigint; days: number; requestedBy: string; signedBy: string },
): Promise<void> {
  await q.query(
    `UPDATE bill_maturity SET advance_status = 'REPAID', repaid_on = $2, penalty_fen = $3, penalty_days = $4, repaid_by = $5, repay_signed_by = $6
      WHERE package_no = $1 AND advance_status = 'OUTSTANDING'`,
    [packageNo, p.on, String(p.penaltyFen), p.days, p.requestedBy, p.signedBy],
  );
}
