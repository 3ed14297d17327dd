import type { Queryable } from '../../platform/db/db';
import { endUserSessions } from '../../platform/security/session-store';

export interface ProfileRow {
  person_name: string;
  user_name: string;
  mobile: string;
  corp_name: string;
  previous_login_at: unknown;
  previous_login_date: string | null;
  password_changed_at: unknown;
}

export async function profileRow(q: Queryable, userId: string): Promise<ProfileRow | null> {
  const rows = await q.query<ProfileRow>(
    `SELECT u.person_name, u.user_name, u.mobile, c.corp_name, u.previous_login_at, u.previous_login_date, u.password_changed_at
       FROM app_user u JOIN corp c ON c.corp_id = u.corp_id WHERE u.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function roleCodesOf(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ role_code: string }>('SELECT role_code FROM user_role WHERE user_id = $1 ORDER BY role_code', [userId]);
  return rows.map((r) => r.role_code);
}

export async function passwordHashOf(q: Queryable, userId: string): Promise<string | null> {
  const rows = await q.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE user_id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

export async function updatePassword(q: Queryable, userId: string, hash: string, now: number): Promise<void> {
  await q.query('UPDATE app_user SET password_hash = $2, password_changed_at = $3 WHERE user_id = $1', [userId, hash, now]);
}

export async function mobileOf(q: Queryable, userId: string): Promise<string | null> {
  const rows = await q.query<{ mobile: string }>('SELECT mobile FROM app_user WHERE user_id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}

export async function updateMobile(q: Queryable, userId: string, mobile: string): Promise<void> {
  await q.query('UPDATE app_user SET mobile = $2 WHERE user_id = $1', [userId, mobile]);
}

/** End the user's sessions other than `keepSessionId` (a stored id); how many ended. */
export const endOtherSessions = (q: Queryable, userId: string, keepSessionId: string): Promise<number> => endUserSessions(q, userId, keepSessionId);
