import type { UkeyRevocation } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(toNumber(ms)).toISOString());

export async function holderMobile(q: Queryable, userId: string): Promise<string | null> {
  const rows = await q.query<{ mobile: string | null }>('SELECT mobile FROM app_user WHERE user_id = $1', [userId]);
  return rows[0]?.mobile || null;
}

/** The last code sent to a mobile for a scene: only the demo tools show it (模拟短信, domain-lines.md §14A.3). */
export async function lastSmsCode(q: Queryable, mobile: string, scene: string): Promise<string | undefined> {
  const rows = await q.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = $2 ORDER BY sent_at DESC LIMIT 1', [mobile, scene]);
  return rows[0]?.code;
}

/** A pending lost-key 注销; false when the key already has one (one open request per key). */
export async function insertRevocation(
  q: Queryable,
  r: { revocationId: string; corpId: string; bindingId: string; reason: string; by: string; now: number },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO ukey_revocation (revocation_id, corp_id, binding_id, reason, requested_by, requested_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING') ON CONFLICT DO NOTHING RETURNING revocation_id`,
    [r.revocationId, r.corpId, r.bindingId, r.reason, r.by, r.now],
  );
  return rows.length === 1;
}

interface Row {
  revocation_id: string;
  serial_norm: string;
  ukey_code: string;
  holder_user_name: string;
  holder_person_name: string;
  reason: string;
  requested_by: string;
  requester_name: string;
  requester_user_name: string;
  requested_at: unknown;
  status: UkeyRevocation['status'];
  decider_name: string | null;
  decided_at: unknown;
}

const SELECT = `SELECT r.revocation_id, b.serial_norm, b.ukey_code, h.user_name AS holder_user_name, h.person_name AS holder_person_name,
       r.reason, r.requested_by, q.person_name AS requester_name, q.user_name AS requester_user_name, r.requested_at, r.status,
       d.person_name AS decider_name, r.decided_at
  FROM ukey_revocation r JOIN ukey_binding b ON b.binding_id = r.binding_id JOIN app_user h ON h.user_id = b.user_id
  JOIN app_user q ON q.user_id = r.requested_by LEFT JOIN app_user d ON d.user_id = r.decided_by`;

export async function listRevocations(q: Queryable, corpId: string): Promise<UkeyRevocation[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE r.corp_id = $1 ORDER BY r.requested_at DESC, r.revocation_id`, [corpId]);
  return rows.map((r) => ({
    revocationId: r.revocation_id,
    ukeyNo: r.serial_norm,
    ukeyCode: r.ukey_code,
    holderUserName: r.holder_user_name,
    holderPersonName: r.holder_person_name,
    reason: r.reason,
    requestedBy: r.requester_name,
    requestedByUserName: r.requester_user_name,
    requestedAt: iso(r.requested_at) ?? '',
    status: r.status,
    decidedBy: r.decider_name,
    decidedAt: iso(r.decided_at),
  }));
}

/** The corporation's 注销 request, locked; what approving it needs. */
export async function lockRevocation(
  q: Queryable,
  corpId: string,
  revocationId: string,
): Promise<{ status: string; requestedBy: string; serialNorm: string; reason: string } | undefined> {
  const rows = await q.query<{ status: string; requested_by: string; serial_norm: string; reason: string }>(
    `SELECT r.status, r.requested_by, b.serial_norm, r.reason FROM ukey_revocation r JOIN ukey_binding b ON b.binding_id = r.binding_id
      WHERE r.corp_id = $1 AND r.revocation_id = $2 FOR UPDATE OF r`,
    [corpId, revocationId],
  );
  const r = rows[0];
  return r ? { status: r.status, requestedBy: r.requested_by, serialNorm: r.serial_norm, reason: r.reason } : undefined;
}

export async function decideRevocation(q: Queryable, revocationId: string, status: 'APPROVED' | 'CANCELLED', by: string, now: number): Promise<void> {
  await q.query('UPDATE ukey_revocation SET status = $2, decided_by = $3, decided_at = $4 WHERE revocation_id = $1', [revocationId, status, by, now]);
}
