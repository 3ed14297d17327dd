import type { Queryable } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

/**
 * Serialise registrations of one USCC and of one login name for the rest of the transaction (always in this order:
 * a USCC, then a name), so the "not yet registered" checks hold until the rows exist or the transaction ends.
 */
export async function lockRegistrationKeys(q: Queryable, uscc: string, loginName: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('register-uscc:' || $1))", [uscc]);
  await q.query("SELECT pg_advisory_xact_lock(hashtext('register-name:' || $1))", [loginName]);
}

export async function usccTaken(q: Queryable, uscc: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM corp WHERE uscc = $1', [uscc])).length > 0;
}

export async function userNameTaken(q: Queryable, userName: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM app_user WHERE user_name = $1', [userName])).length > 0;
}

/** Whether a live (active or not yet activated) user holds the mobile. */
export async function mobileTaken(q: Queryable, mobile: string): Promise<boolean> {
  return (await q.query("SELECT 1 FROM app_user WHERE mobile = $1 AND status IN ('ACTIVE', 'PENDING_ACTIVATION')", [mobile])).length > 0;
}

/** `REG` + yyyyMMdd + 6 digits (one sequence, so numbers never repeat). */
export async function nextRegNo(q: Queryable, businessDate: string): Promise<string> {
  const [row] = await q.query<{ n: unknown }>("SELECT nextval('registration_no_seq') AS n");
  return serialOf('REG', businessDate, String(row?.n));
}

export interface NewCorporation {
  regNo: string;
  corpId: string;
  corpName: string;
  uscc: string;
  userId: string;
  loginName: string;
  adminName: string;
  mobile: string;
  passwordHash: string;
  idCardEnc: string;
  clientIp: string;
  now: number;
}

/** A self-registered chain member (§15.1 effects): UNVERIFIED, product CREDIT, its ROLE_ADMIN, the registration row. */
export async function insertCorporation(q: Queryable, n: NewCorporation): Promise<void> {
  await q.query(
    `INSERT INTO corp (corp_id, corp_name, uscc, corp_type, authenticated, status, realname_state)
     VALUES ($1, $2, $3, 'CHAIN', FALSE, 'ACTIVE', 'UNVERIFIED')`,
    [n.corpId, n.corpName, n.uscc],
  );
  await q.query("INSERT INTO corp_product (corp_id, product_code) VALUES ($1, 'CREDIT')", [n.corpId]);
  await q.query(
    `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role, status, id_card_enc, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'ROLE_ADMIN', 'ACTIVE', $7, $8)`,
    [n.userId, n.loginName, n.adminName, n.mobile, n.corpId, n.passwordHash, n.idCardEnc, n.now],
  );
  await q.query("INSERT INTO user_role (user_id, role_code) VALUES ($1, 'ROLE_ADMIN')", [n.userId]);
  await q.query('INSERT INTO registration (reg_no, corp_id, user_id, client_ip, registered_at) VALUES ($1, $2, $3, $4, $5)', [
    n.regNo,
    n.corpId,
    n.userId,
    n.clientIp,
    n.now,
  ]);
}

/** The user a 重置密码 names: by login name and mobile, active or not yet activated. */
export async function resettableUser(q: Queryable, loginName: string, mobile: string): Promise<{ userId: string; passwordHash: string } | null> {
  const rows = await q.query<{ user_id: string; password_hash: string }>(
    "SELECT user_id, password_hash FROM app_user WHERE user_name = $1 AND mobile = $2 AND status IN ('ACTIVE', 'PENDING_ACTIVATION')",
    [loginName, mobile],
  );
  const r = rows[0];
  return r ? { userId: r.user_id, passwordHash: r.password_hash } : null;
}

/** Count one more reset of the user today unless `max` were made; false: the day's limit is reached. */
export async function claimResetCount(q: Queryable, userId: string, day: string, max: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO password_reset_count (user_id, day, resets) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET resets = password_reset_count.resets + 1 WHERE password_reset_count.resets < $3
     RETURNING resets`,
    [userId, day, max],
  );
  return rows.length > 0;
}

/** The new password; a not yet activated user becomes ACTIVE (§15.3, §16.4). */
export async function setPasswordAndActivate(q: Queryable, userId: string, hash: string, now: number): Promise<void> {
  await q.query(
    "UPDATE app_user SET password_hash = $2, password_changed_at = $3, status = 'ACTIVE' WHERE user_id = $1 AND status IN ('ACTIVE', 'PENDING_ACTIVATION')",
    [userId, hash, now],
  );
}
