import type { Queryable } from '../../platform/db/db';

/** All SQL of the small-deposit verification (domain-lines.md §15.7). */

export type AttemptPurpose = 'LICENSE_ACCOUNT' | 'EACCOUNT_BIND';
export type AttemptStatus = 'PAYING' | 'PAID' | 'VERIFIED' | 'PAY_FAILED' | 'TRIES_EXCEEDED' | 'EXPIRED' | 'CANCELLED';

export interface AttemptRow {
  attempt_id: string;
  corp_id: string;
  purpose: AttemptPurpose;
  subject_id: string;
  account_id: string | null;
  account_no: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  status: AttemptStatus;
  amount_fen: unknown;
  tries_left: number;
  fail_reason: string;
  business_date: string;
  expires_on: string | null;
}

const COLUMNS = `attempt_id, corp_id, purpose, subject_id, account_id, account_no, account_name, bank_name, bank_code, status, amount_fen,
  tries_left, fail_reason, business_date, expires_on`;

/** The corporation's open attempt (PAYING or PAID), locked. */
export async function lockOpenAttempt(q: Queryable, corpId: string): Promise<AttemptRow | undefined> {
  return (
    await q.query<AttemptRow>(`SELECT ${COLUMNS} FROM deposit_verify_attempt WHERE corp_id = $1 AND status IN ('PAYING', 'PAID') FOR UPDATE`, [corpId])
  )[0];
}

/** The newest attempt for what is being verified (an e-account), whatever its state. */
export async function latestAttempt(q: Queryable, corpId: string, purpose: AttemptPurpose, subjectId: string): Promise<AttemptRow | undefined> {
  return (
    await q.query<AttemptRow>(
      `SELECT ${COLUMNS} FROM deposit_verify_attempt WHERE corp_id = $1 AND purpose = $2 AND subject_id = $3 ORDER BY seq DESC LIMIT 1`,
      [corpId, purpose, subjectId],
    )
  )[0];
}

export async function requestsOn(q: Queryable, corpId: string, businessDate: string): Promise<number> {
  const [row] = await q.query<{ n: unknown }>('SELECT count(*) AS n FROM deposit_verify_attempt WHERE corp_id = $1 AND business_date = $2', [
    corpId,
    businessDate,
  ]);
  return Number(row?.n ?? 0);
}

/** Whether another corporation verified this account number already. */
export async function verifiedElsewhere(q: Queryable, corpId: string, accountNo: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM deposit_verify_attempt WHERE account_no = $1 AND corp_id <> $2 AND status = 'VERIFIED' LIMIT 1", [
    accountNo,
    corpId,
  ]);
  return rows.length > 0;
}

export interface NewAttempt {
  attemptId: string;
  corpId: string;
  purpose: AttemptPurpose;
  subjectId: string;
  accountId: string | null;
  accountNo: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  businessDate: string;
  now: number;
}

export const insertAttempt = (q: Queryable, a: NewAttempt): Promise<unknown[]> =>
  q.query(
    `INSERT INTO deposit_verify_attempt (attempt_id, corp_id, purpose, subject_id, account_id, account_no, account_name, bank_name, bank_code, status,
       business_date, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PAYING', $10, $11, $11)`,
    [a.attemptId, a.corpId, a.purpose, a.subjectId, a.accountId, a.accountNo, a.accountName, a.bankName, a.bankCode, a.businessDate, a.now],
  );

export interface AttemptChange {
  status: AttemptStatus;
  amountFen?: bigint;
  triesLeft?: number;
  failReason?: string;
  txnId?: string;
  expiresOn?: string;
}

export const updateAttempt = (q: Queryable, attemptId: string, c: AttemptChange, now: number): Promise<unknown[]> =>
  q.query(
    `UPDATE deposit_verify_attempt SET status = $2, amount_fen = COALESCE($3::bigint, amount_fen), tries_left = COALESCE($4::int, tries_left),
       fail_reason = COALESCE($5, fail_reason), txn_id = COALESCE($6::bigint, txn_id), expires_on = COALESCE($7, expires_on), updated_at = $8
     WHERE attempt_id = $1`,
    [attemptId, c.status, c.amountFen?.toString() ?? null, c.triesLeft ?? null, c.failReason ?? null, c.txnId ?? null, c.expiresOn ?? null, now],
  );

/** The 00:05 job: PAID attempts whose last day has passed. */
export const expireAttempts = (q: Queryable, businessDate: string, now: number): Promise<unknown[]> =>
  q.query("UPDATE deposit_verify_attempt SET status = 'EXPIRED', updated_at = $2 WHERE status = 'PAID' AND expires_on < $1", [businessDate, now]);
