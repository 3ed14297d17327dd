import type { Queryable } from '../../platform/db/db';
import { Conditions, containing, orderBy, pageQuery } from '../../platform/db/list-query';

/** All SQL of 用户管理 (domain-lines.md §16.4): the corporation's users, their roles, keys, open items and changes. */

export type UserStatus = 'ACTIVE' | 'PENDING_ACTIVATION' | 'DISABLED';

export interface CorpUserRow {
  user_id: string;
  user_name: string;
  person_name: string;
  mobile: string;
  email: string;
  status: UserStatus;
  is_rft_whitelist: boolean;
  is_edt_whitelist: boolean;
  last_login_at: unknown;
  roles: string | null;
  ukey_suffix: string | null;
  realname_admin: boolean;
}

const SELECT = `SELECT u.user_id, u.user_name, u.person_name, u.mobile, u.email, u.status, u.is_rft_whitelist, u.is_edt_whitelist, u.last_login_at,
    (SELECT string_agg(r.role_code, ',' ORDER BY r.role_code) FROM user_role r WHERE r.user_id = u.user_id) AS roles,
    (SELECT max(b.ukey_code) FROM ukey_binding b WHERE b.user_id = u.user_id AND b.status = 'ACTIVE') AS ukey_suffix,
    (c.realname_admin_user_id IS NOT DISTINCT FROM u.user_id) AS realname_admin
  FROM app_user u JOIN corp c ON c.corp_id = u.corp_id`;

export interface UserFilter {
  keyword?: string | undefined;
  role?: string | undefined;
  status?: UserStatus | undefined;
}

export function listUsers(
  q: Queryable,
  corpId: string,
  f: UserFilter,
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  limit: number,
  offset: number,
) {
  const c = new Conditions([corpId])
    .raw('u.corp_id = $1')
    .add(containing(f.keyword), (p) => `(u.person_name LIKE ${p} OR u.user_name LIKE ${p})`)
    .add(f.role || undefined, (p) => `EXISTS (SELECT 1 FROM user_role r WHERE r.user_id = u.user_id AND r.role_code = ${p})`)
    .add(f.status, (p) => `u.status = ${p}`);
  const order = orderBy(sort, { userName: 'u.user_name' }, { column: 'u.user_name', order: 'asc' }, 'u.user_id');
  return pageQuery<CorpUserRow>(q, SELECT, c, order, limit, offset);
}

/** One of the corporation's users (another corporation's is as absent as an unknown one), locked when asked. */
export async function corpUser(q: Queryable, corpId: string, userId: string, lock = false): Promise<CorpUserRow | undefined> {
  if (lock) await q.query('SELECT user_id FROM app_user WHERE user_id = $1 AND corp_id = $2 FOR UPDATE', [userId, corpId]);
  return (await q.query<CorpUserRow>(`${SELECT} WHERE u.user_id = $1 AND u.corp_id = $2`, [userId, corpId]))[0];
}

/** Serialises the checks "at least one admin / director / holder remains" of one corporation (two admins disabling each other). */
export async function lockCorp(q: Queryable, corpId: string): Promise<void> {
  await q.query('SELECT corp_id FROM corp WHERE corp_id = $1 FOR UPDATE', [corpId]);
}

export const userNameTaken = async (q: Queryable, userName: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM app_user WHERE lower(user_name) = lower($1)', [userName])).length > 0;

export const mobileTaken = async (q: Queryable, mobile: string, exceptUserId = ''): Promise<boolean> =>
  (await q.query("SELECT 1 FROM app_user WHERE mobile = $1 AND user_id <> $2 AND status <> 'DISABLED'", [mobile, exceptUserId])).length > 0;

export async function openProducts(q: Queryable, corpId: string): Promise<string[]> {
  return (await q.query<{ product_code: string }>('SELECT product_code FROM corp_product WHERE corp_id = $1', [corpId])).map((r) => r.product_code);
}

export interface NewUser {
  userId: string;
  corpId: string;
  loginName: string;
  personName: string;
  mobile: string;
  email: string;
  idCardEnc: string | null;
  unusableHash: string;
  roles: readonly string[];
  rftWhitelist: boolean;
  edtWhitelist: boolean;
}

/** A user the administrator added: PENDING_ACTIVATION, with a password no one knows until 重置密码 sets one. */
export async function insertUser(q: Queryable, n: NewUser): Promise<void> {
  await q.query(
    `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role, status, id_card_enc, email,
       is_rft_whitelist, is_edt_whitelist)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING_ACTIVATION', $8, $9, $10, $11)`,
    [n.userId, n.loginName, n.personName, n.mobile, n.corpId, n.unusableHash, n.roles[0], n.idCardEnc, n.email, n.rftWhitelist, n.edtWhitelist],
  );
  for (const role of n.roles) await q.query('INSERT INTO user_role (user_id, role_code) VALUES ($1, $2)', [n.userId, role]);
}

export interface UserEdit {
  personName: string;
  mobile: string;
  email: string;
  rftWhitelist: boolean;
  edtWhitelist: boolean;
}

export async function updateUser(q: Queryable, userId: string, e: UserEdit): Promise<void> {
  await q.query('UPDATE app_user SET person_name = $2, mobile = $3, email = $4, is_rft_whitelist = $5, is_edt_whitelist = $6 WHERE user_id = $1', [
    userId,
    e.personName,
    e.mobile,
    e.email,
    e.rftWhitelist,
    e.edtWhitelist,
  ]);
}

/** Take roles from a user (their key bindings for them revoked) and grant others; the default role stays one they hold. */
export async function setRoles(q: Queryable, userId: string, removed: readonly string[], added: readonly string[], roles: readonly string[]): Promise<void> {
  for (const role of removed) {
    await q.query('DELETE FROM user_role WHERE user_id = $1 AND role_code = $2', [userId, role]);
    await q.query("UPDATE ukey_binding SET status = 'REVOKED' WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [userId, role]);
  }
  for (const role of added) await q.query('INSERT INTO user_role (user_id, role_code) VALUES ($1, $2)', [userId, role]);
  await q.query('UPDATE app_user SET default_role = $2 WHERE user_id = $1 AND NOT (default_role = ANY($3::text[]))', [userId, roles[0], [...roles]]);
}

export async function setStatus(q: Queryable, userId: string, status: UserStatus): Promise<void> {
  await q.query('UPDATE app_user SET status = $2 WHERE user_id = $1', [userId, status]);
}

/** 停用's effects besides the sessions: every key binding revoked, running exports cancelled. Returns the bindings revoked. */
export async function revokeAccess(q: Queryable, userId: string): Promise<number> {
  const revoked = await q.query("UPDATE ukey_binding SET status = 'REVOKED' WHERE user_id = $1 AND status = 'ACTIVE' RETURNING binding_id", [userId]);
  await q.query("UPDATE export_job SET status = 'CANCELLED' WHERE user_id = $1 AND status IN ('QUEUED', 'RUNNING')", [userId]);
  return revoked.length;
}

/** ACTIVE holders of a role in the corporation other than `exceptUserId`. */
export async function otherActiveHolders(q: Queryable, corpId: string, role: string, exceptUserId: string): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM app_user u JOIN user_role r ON r.user_id = u.user_id
      WHERE u.corp_id = $1 AND r.role_code = $2 AND u.status = 'ACTIVE' AND u.user_id <> $3`,
    [corpId, role, exceptUserId],
  );
  return Number(String(row?.n ?? 0));
}

export const openTodos = async (q: Queryable, corpId: string, role: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM todo WHERE corp_id = $1 AND role_code = $2 AND done_at IS NULL LIMIT 1', [corpId, role])).length > 0;

/** Whether the corporation has an application still in process (in none of the terminal states). */
export const openApplications = async (q: Queryable, corpId: string, terminal: readonly string[]): Promise<boolean> =>
  (
    await q.query('SELECT 1 FROM application WHERE (applicant_corp_id = $1 OR counterparty_corp_id = $1) AND NOT (status = ANY($2::text[])) LIMIT 1', [
      corpId,
      [...terminal],
    ])
  ).length > 0;

export interface PendingRow {
  ref: string;
  kind: 'APPLICATION' | 'SIGNING';
  biz: string;
  status: string;
}

/** The user's own pending items (§16.4): applications they created in 待提交 / 已退回, open signing challenges. */
export async function ownPending(q: Queryable, userId: string, now: number): Promise<PendingRow[]> {
  const apps = await q.query<{ app_no: string; biz_type: string; status: string }>(
    "SELECT app_no, biz_type, status FROM application WHERE creator_user_id = $1 AND status IN ('DRAFT', 'RETURNED') ORDER BY app_no",
    [userId],
  );
  const challenges = await q.query<{ challenge_id: string; business_type: string }>(
    'SELECT challenge_id, business_type FROM sign_challenge WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at',
    [userId, now],
  );
  return [
    ...apps.map((a) => ({ ref: a.app_no, kind: 'APPLICATION' as const, biz: a.biz_type, status: a.status })),
    ...challenges.map((c) => ({ ref: c.challenge_id, kind: 'SIGNING' as const, biz: c.business_type, status: 'OPEN' })),
  ];
}

/** ACTIVE users of the corporation other than `userId` holding one of `roles`. */
export async function handoverCandidates(q: Queryable, corpId: string, userId: string, roles: readonly string[]) {
  return q.query<{ user_id: string; person_name: string; user_name: string }>(
    `SELECT DISTINCT u.user_id, u.person_name, u.user_name FROM app_user u JOIN user_role r ON r.user_id = u.user_id
      WHERE u.corp_id = $1 AND u.user_id <> $2 AND u.status = 'ACTIVE' AND r.role_code = ANY($3::text[]) ORDER BY u.user_name`,
    [corpId, userId, [...roles]],
  );
}

/** 移交: the applications move to the new creator (a flow record 移交 each); the open challenges are voided. */
export async function handOver(q: Queryable, h: { from: string; to: string; corpId: string; role: string; now: number; businessDate: string; toName: string }) {
  const moved = await q.query<{ app_no: string; biz_type: string; status: string }>(
    "UPDATE application SET creator_user_id = $2 WHERE creator_user_id = $1 AND status IN ('DRAFT', 'RETURNED') RETURNING app_no, biz_type, status",
    [h.from, h.to],
  );
  for (const a of moved) {
    await q.query(
      `INSERT INTO flow_record (at, business_date, biz_type, app_no, action, from_status, to_status, corp_id, user_id, role_code, comment)
       VALUES ($1, $2, $3, $4, '移交', $5, $5, $6, $7, $8, $9)`,
      [h.now, h.businessDate, a.biz_type, a.app_no, a.status, h.corpId, h.from, h.role, `移交给${h.toName}`],
    );
  }
  await q.query('UPDATE sign_challenge SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [h.from, h.now]);
  return moved.length;
}

export async function recordChange(q: Queryable, c: { corpId: string; userId: string; actorId: string; action: string; detail: string; at: number }) {
  await q.query('INSERT INTO user_change (corp_id, user_id, actor_user_id, action, detail, at) VALUES ($1, $2, $3, $4, $5, $6)', [
    c.corpId,
    c.userId,
    c.actorId,
    c.action,
    c.detail,
    c.at,
  ]);
}

export function changesOf(q: Queryable, corpId: string) {
  return q.query<{ at: unknown; actor_name: string; user_name: string; action: string; detail: string }>(
    `SELECT c.at, a.person_name AS actor_name, u.user_name, c.action, c.detail FROM user_change c
       JOIN app_user a ON a.user_id = c.actor_user_id JOIN app_user u ON u.user_id = c.user_id
      WHERE c.corp_id = $1 ORDER BY c.at DESC, c.change_id DESC LIMIT 100`,
    [corpId],
  );
}

/** The SMS a user gets when added or asked to reset (模拟短信: written to the outbox, no code). */
export async function writeNoticeSms(q: Queryable, id: string, mobile: string, text: string, now: number): Promise<void> {
  await q.query("INSERT INTO sms_outbox (sms_id, mobile, scene, code, sent_at, expires_at) VALUES ($1, $2, 'USER_NOTICE', $3, $4, $4)", [
    id,
    mobile,
    text,
    now,
  ]);
}
