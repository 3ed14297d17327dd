import type { CreditStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { DebitFailure, DebitSlot } from './voucher-debit.rules';

/** The rows of 支付通代扣 (domain-lines.md §17.4): runs, the leaves a run pays and their lines, the mandate account. */

const LEAF = 'NOT EXISTS (SELECT 1 FROM credit k WHERE k.parent_no = c.credit_no)';
const VOUCHER_LIVE = "c.product_type = 'VOUCHER' AND c.status IN ('HELD', 'FINANCED', 'POOLED', 'CASHING')";

/**
 * What the issuer owes on a leaf at maturity (§17.4 Amount of a line): the face plus the buyerCharge of the funded
 * financing that made it (§17.3; the FINANCED child the split gave the FI carries the financing's amount, its parent
 * is the financed credit). A leaf with a debit line owes the line's amount.
 */
const BUYER_CHARGE = `COALESCE((SELECT sum(fa.buyer_charge_fen) FROM finance_app fa
    WHERE fa.credit_no = c.parent_no AND fa.fi_corp_id = c.holder_corp_id AND fa.funded_at IS NOT NULL), 0)`;
const OWED = `(c.amount_fen + ${BUYER_CHARGE})`;

export interface NewRun {
  runNo: string;
  issuerCorpId: string;
  dueDate: string;
  runDate: string;
  slot: DebitSlot;
  accountId: string | null;
  startedBy: string | null;
  at: number;
}

/** Take a run's slot: false when a run of that issuer, due date, date and slot exists (MANUAL always takes one). */
/**
 * One debit run of an issuer at a time (§17.6-3): slots started by several servers, 立即补扣 and the cut-off queue here, so
 * each reads the lines the one before it committed (a leaf's first attempt opens its line once; no run fails on it).
 */
export async function lockIssuerRuns(q: Queryable, issuerCorpId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`voucher-debit:${issuerCorpId}`]);
}

export async function claimRun(q: Queryable, r: NewRun): Promise<boolean> {
  const rows = await q.query<{ run_no: string }>(
    `INSERT INTO voucher_debit_run (run_no, issuer_corp_id, due_date, run_date, slot, account_id, started_by, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING run_no`,
    [r.runNo, r.issuerCorpId, r.dueDate, r.runDate, r.slot, r.accountId, r.startedBy, r.at],
  );
  return rows.length === 1;
}

export async function closeRun(q: Queryable, runNo: string, out: { paid: number; paidFen: bigint; skipped: number }): Promise<void> {
  await q.query('UPDATE voucher_debit_run SET paid_count = $2, paid_fen = $3, skipped_count = $4 WHERE run_no = $1', [
    runNo,
    out.paid,
    out.paidFen.toString(),
    out.skipped,
  ]);
}

export interface RepayAccount {
  account_id: string;
  account_no: string;
  status: string;
  balance_fen: unknown;
  frozen_fen: unknown;
  mandated: boolean;
}

/** The issuer's 还款专户 and whether an ACTIVE 代扣授权 is in force on `date` (effective the day after signing). */
export const repayAccountOf = async (q: Queryable, corpId: string, date: string): Promise<RepayAccount | undefined> =>
  (
    await q.query<RepayAccount>(
      `SELECT a.account_id, a.account_no, a.status, a.balance_fen, a.frozen_fen,
          EXISTS (SELECT 1 FROM account_mandate m WHERE m.account_id = a.account_id AND m.status = 'ACTIVE' AND m.effective_from <= $2) AS mandated
         FROM bank_account a WHERE a.corp_id = $1 AND a.account_type = 'SPECIAL' AND a.purpose = 'CASH_REPAY' AND a.status <> 'CLOSED'
        ORDER BY (EXISTS (SELECT 1 FROM account_mandate m WHERE m.account_id = a.account_id AND m.status = 'ACTIVE')) DESC, a.account_id LIMIT 1`,
      [corpId, date],
    )
  )[0];

export interface DebitLeaf {
  credit_no: string;
  status: CreditStatus;
  amount_fen: unknown;
  /** face + buyerCharge of its funded financing: the new line's amount. */
  owed_fen: unknown;
  holder_corp_id: string;
  holder_name: string;
  holder_type: string;
  fi_corp_id: string;
  line_id: unknown;
  line_status: 'PENDING' | 'PAYING' | 'PAID' | 'FAILED' | null;
  line_amount_fen: unknown;
  payee_account_id: string | null;
}

/**
 * The issuer's voucher leaves due on `dueDate` still to pay, in creditNo order, locked (a racing run waits here and
 * then sees them paid), each with its debit line when it has one.
 */
export const leavesToDebit = (q: Queryable, issuerCorpId: string, dueDate: string): Promise<DebitLeaf[]> =>
  q.query<DebitLeaf>(
    `SELECT c.credit_no, c.status, c.amount_fen, ${OWED}::int8 AS owed_fen, c.holder_corp_id, h.corp_name AS holder_name,
        h.corp_type AS holder_type, cl.fi_corp_id,
        l.line_id, l.status AS line_status, l.amount_fen AS line_amount_fen, l.payee_account_id
       FROM credit c JOIN corp h ON h.corp_id = c.holder_corp_id JOIN credit_line cl ON cl.line_id = c.line_id
       LEFT JOIN cash_line l ON l.credit_no = c.credit_no AND l.run_no IS NOT NULL
      WHERE c.issuer_corp_id = $1 AND c.due_date = $2 AND c.product_type = 'VOUCHER' AND c.locked_by_app IS NULL
        AND c.status IN ('HELD', 'FINANCED', 'POOLED', 'CASHING', 'OVERDUE') AND ${LEAF}
      ORDER BY c.credit_no FOR UPDATE OF c`,
    [issuerCorpId, dueDate],
  );

/** Where a leaf is paid (§17.4 Payee): an FI's settlement account; the pool margin account; the holder's ACTIVE e-account, else its settlement account. */
export async function payeeAccountOf(q: Queryable, leaf: Pick<DebitLeaf, 'holder_corp_id' | 'holder_type' | 'status'>): Promise<string | null> {
  const order =
    leaf.holder_type === 'FI' || leaf.status === 'FINANCED'
      ? "a.account_type = 'SETTLEMENT'"
      : leaf.status === 'POOLED'
        ? "a.account_type = 'SPECIAL' AND a.purpose = 'POOL_MARGIN'"
        : "a.account_type IN ('ELECTRONIC', 'SETTLEMENT')";
  const rows = await q.query<{ account_id: string }>(
    `SELECT a.account_id FROM bank_account a WHERE a.corp_id = $1 AND a.status = 'ACTIVE' AND ${order}
      ORDER BY CASE a.account_type WHEN 'ELECTRONIC' THEN 0 ELSE 1 END, a.account_id LIMIT 1`,
    [leaf.holder_corp_id],
  );
  return rows[0]?.account_id ?? null;
}

export async function insertDebitLine(
  q: Queryable,
  l: { runNo: string; creditNo: string; payeeCorpId: string; payeeKind: 'HOLDER' | 'FI'; payeeAccountId: string | null; amountFen: bigint },
): Promise<unknown> {
  const rows = await q.query<{ line_id: unknown }>(
    `INSERT INTO cash_line (app_no, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status, run_no)
     VALUES (NULL, 1, $1, $2, $3, $4, $5, 'PENDING', $6) RETURNING line_id`,
    [l.creditNo, l.payeeCorpId, l.payeeKind, l.payeeAccountId, l.amountFen.toString(), l.runNo],
  );
  return rows[0]?.line_id;
}

/** A debit line paid: from PENDING or FAILED only (a second run finds it PAID and moves nothing). */
export async function markPaid(q: Queryable, lineId: unknown, paid: { at: number; date: string; serial: string }): Promise<boolean> {
  const rows = await q.query(
    `UPDATE cash_line SET status = 'PAID', paid_at = $2, paid_date = $3, bank_serial = $4, fail_code = NULL, fail_reason = ''
      WHERE line_id = $1 AND status IN ('PENDING', 'FAILED') RETURNING line_id`,
    [String(lineId), paid.at, paid.date, paid.serial],
  );
  return rows.length === 1;
}

/** A debit line not paid this time: its reason; `failed` at the cut-off and on a later retry (else it stays PENDING). */
export async function markSkipped(q: Queryable, lineId: unknown, code: DebitFailure, message: string, failed: boolean): Promise<void> {
  await q.query(
    `UPDATE cash_line SET fail_code = $2, fail_reason = $3, status = CASE WHEN $4 THEN 'FAILED' ELSE status END
      WHERE line_id = $1 AND status IN ('PENDING', 'FAILED')`,
    [String(lineId), code, message, failed],
  );
}

export interface DueGroup {
  issuer_corp_id: string;
  due_date: string;
}

/** (issuer, due date) with voucher leaves still live and due on `date` (or before it, `before`). */
export const liveDue = (q: Queryable, date: string, before: boolean): Promise<DueGroup[]> =>
  q.query<DueGroup>(
    `SELECT DISTINCT c.issuer_corp_id, c.due_date FROM credit c WHERE ${VOUCHER_LIVE} AND c.due_date ${before ? '<' : '='} $1 AND c.locked_by_app IS NULL
       AND ${LEAF} ORDER BY c.issuer_corp_id, c.due_date`,
    [date],
  );

/** (issuer, due date) with OVERDUE voucher leaves (retries, 立即补扣), one issuer or all. */
export const overdueDue = (q: Queryable, issuerCorpId: string | null): Promise<DueGroup[]> =>
  q.query<DueGroup>(
    `SELECT DISTINCT c.issuer_corp_id, c.due_date FROM credit c WHERE c.product_type = 'VOUCHER' AND c.status = 'OVERDUE'
       AND ($1::text IS NULL OR c.issuer_corp_id = $1) AND ${LEAF} ORDER BY c.issuer_corp_id, c.due_date`,
    [issuerCorpId],
  );

export interface IssuerName {
  corp_name: string;
}
export const corpName = async (q: Queryable, corpId: string): Promise<string> =>
  (await q.query<IssuerName>('SELECT corp_name FROM corp WHERE corp_id = $1', [corpId]))[0]?.corp_name ?? corpId;

/** Per due date from `from`, the issuer's live voucher leaves still to pay: count and Σ (a debit line's amount when it has one). */
export const dueDays = (q: Queryable, issuerCorpId: string, from: string, limit: number) =>
  q.query<{ due_date: string; n: unknown; s: unknown }>(
    `SELECT c.due_date, count(*) AS n, sum(COALESCE(l.amount_fen, ${OWED}))::int8 AS s FROM credit c
       LEFT JOIN cash_line l ON l.credit_no = c.credit_no AND l.run_no IS NOT NULL
      WHERE c.issuer_corp_id = $1 AND ${VOUCHER_LIVE} AND c.due_date >= $2 AND ${LEAF}
      GROUP BY c.due_date ORDER BY c.due_date LIMIT ${limit}`,
    [issuerCorpId, from],
  );

/** The issuer's overdue voucher leaves with the reason of their last attempt. */
export const overdueLeaves = (q: Queryable, issuerCorpId: string) =>
  q.query<{ credit_no: string; holder_name: string; amount_fen: unknown; due_date: string; fail_code: DebitFailure | null; fail_reason: string | null }>(
    `SELECT c.credit_no, h.corp_name AS holder_name, COALESCE(l.amount_fen, c.amount_fen) AS amount_fen, c.due_date, l.fail_code, l.fail_reason
       FROM credit c JOIN corp h ON h.corp_id = c.holder_corp_id LEFT JOIN cash_line l ON l.credit_no = c.credit_no AND l.run_no IS NOT NULL
      WHERE c.issuer_corp_id = $1 AND c.product_type = 'VOUCHER' AND c.status = 'OVERDUE' AND ${LEAF}
      ORDER BY c.due_date, c.credit_no LIMIT 200`,
    [issuerCorpId],
  );

/** A live voucher leaf the corporation holds: its issuer and due date (覆盖率 on the holder's detail). */
export const heldVoucher = async (q: Queryable, holderCorpId: string, creditNo: string) =>
  (
    await q.query<{ issuer_corp_id: string; due_date: string }>(
      `SELECT c.issuer_corp_id, c.due_date FROM credit c WHERE c.credit_no = $1 AND c.holder_corp_id = $2 AND ${VOUCHER_LIVE}`,
      [creditNo, holderCorpId],
    )
  )[0];

/** Record the D−3 warning of (issuer, D): false when it was sent already. */
export async function claimWarning(q: Queryable, issuerCorpId: string, dueDate: string, gapFen: bigint, sentOn: string): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO voucher_debit_warning (issuer_corp_id, due_date, gap_fen, sent_on) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING due_date`,
    [issuerCorpId, dueDate, gapFen.toString(), sentOn],
  );
  return rows.length === 1;
}

/** (issuer, due date, Σ due) of live voucher leaves due in (from, to]. */
export const dueBetween = (q: Queryable, from: string, to: string) =>
  q.query<{ issuer_corp_id: string; due_date: string; s: unknown }>(
    `SELECT c.issuer_corp_id, c.due_date, sum(COALESCE(l.amount_fen, ${OWED}))::int8 AS s FROM credit c
       LEFT JOIN cash_line l ON l.credit_no = c.credit_no AND l.run_no IS NOT NULL WHERE ${VOUCHER_LIVE} AND c.due_date > $1 AND c.due_date <= $2
       AND ${LEAF} GROUP BY c.issuer_corp_id, c.due_date ORDER BY c.issuer_corp_id, c.due_date`,
    [from, to],
  );
