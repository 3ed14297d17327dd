import type { Queryable } from '../../platform/db/db';

/** All SQL of the corporation's real-name identification (domain-lines.md §15.4–§15.8). */

export type RealnameStateCode = 'UNVERIFIED' | 'VERIFYING' | 'VERIFIED' | 'REAUTH_REQUIRED';
export type RealnameMethodCode = 'UKEY' | 'SOFT_KEY' | 'LICENSE_ACCOUNT';

export interface CorpRealnameRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
  realname_state: RealnameStateCode;
  realname_method: RealnameMethodCode | null;
  realname_admin_user_id: string | null;
  realname_verified_at: unknown;
}

export async function corpRealname(q: Queryable, corpId: string, lock = false): Promise<CorpRealnameRow> {
  const [row] = await q.query<CorpRealnameRow>(
    `SELECT corp_id, corp_name, uscc, realname_state, realname_method, realname_admin_user_id, realname_verified_at FROM corp WHERE corp_id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [corpId],
  );
  if (!row) throw new Error(`corporation ${corpId} not found`);
  return row;
}

/** The state and its stored mirror `authenticated` (isCorpAuthenticated: VERIFIED and REAUTH_REQUIRED). */
export const setState = (q: Queryable, corpId: string, state: RealnameStateCode): Promise<unknown[]> =>
  q.query("UPDATE corp SET realname_state = $2, authenticated = ($2 IN ('VERIFIED', 'REAUTH_REQUIRED')) WHERE corp_id = $1", [corpId, state]);

export interface Verified {
  corpId: string;
  method: RealnameMethodCode;
  adminUserId: string;
  now: number;
}

/** VERIFIED by a method: the real-name admin and instant recorded, any re-authentication requirement removed. */
export async function markVerified(q: Queryable, v: Verified): Promise<void> {
  await q.query(
    `UPDATE corp SET realname_state = 'VERIFIED', authenticated = TRUE, realname_method = $2, realname_admin_user_id = $3, realname_verified_at = $4
      WHERE corp_id = $1`,
    [v.corpId, v.method, v.adminUserId, v.now],
  );
  await q.query('DELETE FROM corp_reauth WHERE corp_id = $1', [v.corpId]);
}

export interface ReauthRow {
  reason: string;
  required_at: unknown;
}

export async function reauthOf(q: Queryable, corpId: string): Promise<ReauthRow | undefined> {
  return (await q.query<ReauthRow>('SELECT reason, required_at FROM corp_reauth WHERE corp_id = $1', [corpId]))[0];
}

export interface UserRow {
  user_id: string;
  person_name: string;
  mobile: string;
  /** 身份证号 encrypted at rest (registration's field cipher). */
  id_card_enc: string | null;
}

export async function userOf(q: Queryable, userId: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('SELECT user_id, person_name, mobile, id_card_enc FROM app_user WHERE user_id = $1', [userId]))[0];
}

export interface RecordRow {
  record_no: string;
  method: RealnameMethodCode;
  person_name: string;
  result: 'VERIFIED' | 'FAILED';
  note: string;
  created_at: unknown;
}

export async function recordsOf(q: Queryable, corpId: string): Promise<RecordRow[]> {
  return q.query<RecordRow>(
    'SELECT record_no, method, person_name, result, note, created_at FROM realname_record WHERE corp_id = $1 ORDER BY created_at DESC, record_no DESC',
    [corpId],
  );
}

export interface NewRecord {
  recordNo: string;
  corpId: string;
  method: RealnameMethodCode;
  personName: string;
  result: 'VERIFIED' | 'FAILED';
  note: string;
  now: number;
}

export const insertRecord = (q: Queryable, r: NewRecord): Promise<unknown[]> =>
  q.query('INSERT INTO realname_record (record_no, corp_id, method, person_name, result, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    r.recordNo,
    r.corpId,
    r.method,
    r.personName,
    r.result,
    r.note,
    r.now,
  ]);

export interface AccountRow {
  account_id: string;
  corp_id: string | null;
  account_name: string;
}

export async function accountByNo(q: Queryable, accountNo: string): Promise<AccountRow | undefined> {
  return (await q.query<AccountRow>('SELECT account_id, corp_id, account_name FROM bank_account WHERE account_no = $1', [accountNo]))[0];
}

export interface NewSettlement {
  accountId: string;
  corpId: string;
  accountNo: string;
  accountName: string;
  bankName: string;
  bankCode: string;
}

/** The simulated bank knows every corporate account typed (except …0000): it is the corporation's 结算账户. */
export const insertSettlement = (q: Queryable, a: NewSettlement): Promise<unknown[]> =>
  q.query(
    `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, balance_fen, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'SETTLEMENT', 0, 'ACTIVE')`,
    [a.accountId, a.corpId, a.accountNo, a.accountName, a.bankName, a.bankCode],
  );

export const insertLicence = (q: Queryable, attemptId: string, corpId: string, licenceFile: string, legalRepName: string): Promise<unknown[]> =>
  q.query('INSERT INTO realname_licence (attempt_id, corp_id, licence_file, legal_rep_name) VALUES ($1, $2, $3, $4)', [
    attemptId,
    corpId,
    licenceFile,
    legalRepName,
  ]);

/** The 00:05 job after the attempts expired: a VERIFYING corporation without a paid attempt is UNVERIFIED again. */
export const settleVerifying = (q: Queryable): Promise<unknown[]> =>
  q.query(
    `UPDATE corp c SET realname_state = 'UNVERIFIED', authenticated = FALSE WHERE c.realname_state = 'VERIFYING' AND NOT EXISTS
       (SELECT 1 FROM deposit_verify_attempt a WHERE a.corp_id = c.corp_id AND a.purpose = 'LICENSE_ACCOUNT' AND a.status = 'PAID')`,
  );

/** A §15.8 trigger (admin changed, corporate info changed, platform): re-authentication required from now. */
export async function requireReauth(q: Queryable, corpId: string, reason: 'ADMIN_CHANGED' | 'CORP_INFO_CHANGED' | 'PLATFORM', now: number): Promise<void> {
  await q.query('INSERT INTO corp_reauth (corp_id, reason, required_at) VALUES ($1, $2, $3) ON CONFLICT (corp_id) DO NOTHING', [corpId, reason, now]);
  await setState(q, corpId, 'REAUTH_REQUIRED');
}
