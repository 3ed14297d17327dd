import type { CorpType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

/**
 * What a login needs of a user; null when the user is absent or not yet activated or the corporation is frozen. A
 * DISABLED user is found, so the right password can be answered 账号已停用.
 */
export interface LoginUser {
  userId: string;
  status: 'ACTIVE' | 'DISABLED';
  userName: string;
  corpType: CorpType;
  defaultRole: string;
  passwordHash: string;
}

export async function findLoginUser(q: Queryable, userName: string): Promise<LoginUser | null> {
  const rows = await q.query<{
    user_id: string;
    status: LoginUser['status'];
    user_name: string;
    corp_type: CorpType;
    default_role: string;
    password_hash: string;
  }>(
    `SELECT u.user_id, u.status, u.user_name, c.corp_type, u.default_role, u.password_hash
       FROM app_user u JOIN corp c ON c.corp_id = u.corp_id
      WHERE u.user_name = $1 AND u.status IN ('ACTIVE', 'DISABLED') AND c.status = 'ACTIVE'`,
    [userName],
  );
  const r = rows[0];
  return r
    ? { userId: r.user_id, status: r.status, userName: r.user_name, corpType: r.corp_type, defaultRole: r.default_role, passwordHash: r.password_hash }
    : null;
}

/** A successful login on the business date `date`: the one before it becomes 上次登录时间 (账户中心). */
export async function recordLogin(q: Queryable, userId: string, now: number, date: string): Promise<void> {
  await q.query(
    'UPDATE app_user SET previous_login_at = last_login_at, previous_login_date = last_login_date, last_login_at = $2, last_login_date = $3 WHERE user_id = $1',
    [userId, now, date],
  );
}

/** The session data of a user beyond the Actor: contact, flags, every role with its key tail number, the corporation's products. */
export interface Profile {
  mobile: string;
  authenticated: boolean;
  edtWhitelist: boolean;
  rftWhitelist: boolean;
  roles: Array<{ code: string; ukeySuffix: string }>;
  products: string[];
}

export async function profileOf(q: Queryable, userId: string, corpId: string): Promise<Profile> {
  // One statement (issue 34 item 3: userInfo is the bench's signed read): the person, their roles, the corporation's products.
  const [p] = await q.query<{
    mobile: string | null;
    authenticated: boolean | null;
    is_edt_whitelist: boolean | null;
    is_rft_whitelist: boolean | null;
    role_codes: string[];
    ukey_suffixes: string[];
    products: string[];
  }>(
    `SELECT u.mobile, c.authenticated, u.is_edt_whitelist, u.is_rft_whitelist,
            ARRAY(SELECT r.role_code FROM user_role r WHERE r.user_id = $1 ORDER BY r.role_code) AS role_codes,
            ARRAY(SELECT r.ukey_code_suffix FROM user_role r WHERE r.user_id = $1 ORDER BY r.role_code) AS ukey_suffixes,
            ARRAY(SELECT cp.product_code FROM corp_product cp WHERE cp.corp_id = $2 ORDER BY cp.product_code) AS products
       FROM (SELECT 1) AS one
       LEFT JOIN app_user u ON u.user_id = $1
       LEFT JOIN corp c ON c.corp_id = u.corp_id`,
    [userId, corpId],
  );
  const codes = p?.role_codes ?? [];
  return {
    mobile: p?.mobile ?? '',
    authenticated: p?.authenticated ?? false,
    edtWhitelist: p?.is_edt_whitelist ?? false,
    rftWhitelist: p?.is_rft_whitelist ?? false,
    roles: codes.map((code, i) => ({ code, ukeySuffix: p?.ukey_suffixes[i] as string })),
    products: p?.products ?? [],
  };
}

/** Corporations that opened a product "with" this one: itself and its counterparties, when they opened it. */
export async function openedWith(q: Queryable, corpId: string, product: string): Promise<string[]> {
  const rows = await q.query<{ corp_id: string }>(
    `SELECT DISTINCT p.corp_id FROM corp_product p
      WHERE p.product_code = $2
        AND (p.corp_id = $1 OR p.corp_id IN (SELECT counterparty_corp_id FROM counterparty_rel WHERE corp_id = $1))
      ORDER BY p.corp_id`,
    [corpId, product],
  );
  return rows.map((r) => r.corp_id);
}

/**
 * openedProductCorps.VOUCHER (domain-lines.md §17.1): the corporation itself when it has 支付通, and the other side of its
 * ACTIVE whitelist rows — for a core the suppliers it opened, for a supplier the cores that opened it.
 */
export async function openedByWhitelist(q: Queryable, corpId: string, product: string): Promise<string[]> {
  const rows = await q.query<{ corp_id: string }>(
    `SELECT corp_id FROM corp_product WHERE corp_id = $1 AND product_code = $2
     UNION
     SELECT CASE WHEN core_corp_id = $1 THEN supplier_corp_id ELSE core_corp_id END FROM product_supplier
      WHERE product_type = $2 AND status = 'ACTIVE' AND (core_corp_id = $1 OR supplier_corp_id = $1)
     ORDER BY corp_id`,
    [corpId, product],
  );
  return rows.map((r) => r.corp_id);
}

export interface MenuRow {
  menu_id: string;
  parent_id: string | null;
  menu_name: string;
  path: string | null;
}

/** The whole menu catalogue in display order. */
export const menuRows = (q: Queryable): Promise<MenuRow[]> => q.query<MenuRow>('SELECT menu_id, parent_id, menu_name, path FROM menu ORDER BY sort, menu_id');

/** Element permission codes of the (corporation type, role) pair (spec §6 menuPerms). */
export async function menuPerms(q: Queryable, corpId: string, role: string): Promise<string[]> {
  const rows = await q.query<{ perm_code: string }>(
    `SELECT rp.perm_code FROM role_perm rp JOIN corp c ON c.corp_type = rp.corp_type
      WHERE c.corp_id = $1 AND rp.role_code = $2 ORDER BY rp.perm_code`,
    [corpId, role],
  );
  return rows.map((r) => r.perm_code);
}

/**
 * Claim the mobile's send slot unless one was sent after `since`: one conditional upsert, so concurrent requests on
 * any replica claim it at most once. False: throttled.
 */
export async function claimSmsSlot(q: Queryable, mobile: string, now: number, since: number): Promise<boolean> {
  const claimed = await q.query(
    `INSERT INTO sms_throttle (mobile, last_sent_at) VALUES ($1, $2)
     ON CONFLICT (mobile) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at WHERE sms_throttle.last_sent_at <= $3
     RETURNING mobile`,
    [mobile, now, since],
  );
  return claimed.length > 0;
}

/**
 * Count one more code for the mobile unless its hour (from the first code of the window) or its calendar day is
 * full: one conditional upsert, so racing sends are numbered one by one. False: over a limit, nothing counted.
 */
export async function claimSmsQuota(
  q: Queryable,
  mobile: string,
  w: { hourStart: number; hourSince: number; day: string; perHour: number; perDay: number },
): Promise<boolean> {
  const newHour = 'sms_quota.hour_start <= $3';
  const newDay = 'sms_quota.day <> $4';
  const claimed = await q.query(
    `INSERT INTO sms_quota (mobile, hour_start, hour_count, day, day_count) VALUES ($1, $2, 1, $4, 1)
     ON CONFLICT (mobile) DO UPDATE SET
       hour_start = CASE WHEN ${newHour} THEN $2 ELSE sms_quota.hour_start END,
       hour_count = CASE WHEN ${newHour} THEN 1 ELSE sms_quota.hour_count + 1 END,
       day_count = CASE WHEN ${newDay} THEN 1 ELSE sms_quota.day_count + 1 END,
       day = $4
     WHERE (${newHour} OR sms_quota.hour_count < $5) AND (${newDay} OR sms_quota.day_count < $6)
     RETURNING mobile`,
    [mobile, w.hourStart, w.hourSince, w.day, w.perHour, w.perDay],
  );
  return claimed.length > 0;
}

/** The mobile's counts (to tell which limit refused a send). */
export async function smsQuotaOf(q: Queryable, mobile: string): Promise<{ day: string; dayCount: number } | null> {
  const rows = await q.query<{ day: string; day_count: number }>('SELECT day, day_count FROM sms_quota WHERE mobile = $1', [mobile]);
  const r = rows[0];
  return r ? { day: r.day, dayCount: Number(r.day_count) } : null;
}

/** No SMS gateway in the reference server: a sent code lands in the outbox, where the demo operator reads it. */
export async function writeSmsOutbox(
  q: Queryable,
  sms: { id: string; mobile: string; scene: string; code: string; sentAt: number; expiresAt: number },
): Promise<void> {
  await q.query('INSERT INTO sms_outbox (sms_id, mobile, scene, code, sent_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    sms.id,
    sms.mobile,
    sms.scene,
    sms.code,
    sms.sentAt,
    sms.expiresAt,
  ]);
}

export interface OutboxCode {
  id: string;
  code: string;
  expiresAt: number;
  usedAt: number | null;
  failedAttempts: number;
}

/** The newest code sent to a mobile for a scene (an older one is void once a newer one is sent). */
export async function latestSmsCode(q: Queryable, mobile: string, scene: string): Promise<OutboxCode | null> {
  const rows = await q.query<{ sms_id: string; code: string; expires_at: unknown; used_at: unknown; failed_attempts: number }>(
    'SELECT sms_id, code, expires_at, used_at, failed_attempts FROM sms_outbox WHERE mobile = $1 AND scene = $2 ORDER BY sent_at DESC LIMIT 1',
    [mobile, scene],
  );
  const r = rows[0];
  return r
    ? {
        id: r.sms_id,
        code: r.code,
        expiresAt: toNumber(r.expires_at),
        usedAt: r.used_at === null ? null : toNumber(r.used_at),
        failedAttempts: Number(r.failed_attempts),
      }
    : null;
}

/** Claim one try of the code (counted before the comparison): false when none is left, or it is spent or expired. */
export async function claimSmsTry(q: Queryable, smsId: string, now: number, maxTries: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE sms_outbox SET failed_attempts = failed_attempts + 1
      WHERE sms_id = $1 AND failed_attempts < $2 AND used_at IS NULL AND expires_at > $3 RETURNING sms_id`,
    [smsId, maxTries, now],
  );
  return rows.length > 0;
}

/** Spend a code; false when it was spent already. */
export async function markSmsCodeUsed(q: Queryable, smsId: string, now: number): Promise<boolean> {
  return (await q.query('UPDATE sms_outbox SET used_at = $2 WHERE sms_id = $1 AND used_at IS NULL RETURNING sms_id', [smsId, now])).length > 0;
}

/** The sweep: outbox codes that expired before `expiredBefore`, send slots last used before `sentBefore`. */
export async function deleteSmsRows(q: Queryable, before: { expiredBefore: number; sentBefore: number }): Promise<void> {
  await q.query('DELETE FROM sms_outbox WHERE expires_at < $1', [before.expiredBefore]);
  await q.query('DELETE FROM sms_throttle WHERE last_sent_at <= $1', [before.sentBefore]);
  await q.query('DELETE FROM sms_quota WHERE hour_start < $1', [before.expiredBefore]);
}
