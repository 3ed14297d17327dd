import type { Queryable } from '../db/db';
import { fail } from '../http/api-error';
import type { SessionState } from '../security/session-store';
import { bindKey } from './bind-key';
import type { NewBinding } from './bind-key';
import { endHolderSessions } from './holder-sessions';
import { activeBindingOf, findBinding, toBinding } from './key-binding';
import type { BindingRow, KeyBinding } from './key-binding';
import type { RegisteredCertificate } from './registered-certificate';
import { normalizeSerial } from './serial';
import { recordRequest } from './ukey-requests';
import type { OperationTime } from './ukey-requests';

export interface RecordedBinding {
  binding: KeyBinding;
  requestId: string;
  /** The binding of the same user and role this one replaced. */
  replaced: KeyBinding | undefined;
}

/**
 * Bind a certificate (APPLY, ADD, CHANGE, UPDATE) and write its request record and bills in the same transaction.
 * The key bound to the same user and role before, if any, is revoked by bindKey and named as the old serial; a
 * rebinding to another key ends the holder's sessions except `caller`'s (security.md §1.1); `caller` is null
 * outside a request.
 */
export async function bindWithRecord(
  tx: Queryable,
  at: OperationTime,
  kind: 'APPLY' | 'ADD' | 'CHANGE' | 'UPDATE',
  b: NewBinding,
  certDerB64: string,
  caller: SessionState | null,
): Promise<RecordedBinding> {
  const replaced = await activeBindingOf(tx, b.userId, b.roleCode, true);
  const binding = await bindKey(tx, at.now, b);
  // A renewal (UPDATE) keeps the same key pair with the same holder: nothing to end.
  if (replaced && kind !== 'UPDATE') await endHolderSessions(tx, b.userId, caller);
  const requestId = await recordRequest(tx, at, { kind, binding, oldSerial: replaced?.serialNorm ?? null, certDerB64, createdBy: b.boundBy });
  return { binding, requestId, replaced };
}

export interface Revocation {
  corpId: string;
  ukeyNo: string;
  reason: string;
  by: string;
  /** The caller's session: kept when they revoke their own key, while their other sessions end. */
  caller: SessionState | null;
}

/**
 * 注销 (and 解除绑定): revoke the corporation's active binding of a certificate serial, clear the role's tail
 * number, end the holder's sessions and record a DELETE per revoked binding. Returns the request ids (none when
 * no active key of the corporation has that serial).
 */
export async function revokeWithRecord(tx: Queryable, at: OperationTime, r: Revocation): Promise<string[]> {
  const rows = await tx.query<BindingRow>("UPDATE ukey_binding SET status = 'REVOKED' WHERE corp_id = $1 AND serial_norm = $2 AND status = 'ACTIVE' RETURNING *", [
    r.corpId,
    normalizeSerial(r.ukeyNo),
  ]);
  const ids: string[] = [];
  for (const binding of rows.map(toBinding)) {
    await tx.query("UPDATE user_role SET ukey_code_suffix = '' WHERE user_id = $1 AND role_code = $2", [binding.userId, binding.roleCode]);
    await endHolderSessions(tx, binding.userId, r.caller);
    ids.push(await recordRequest(tx, at, { kind: 'DELETE', binding, oldSerial: binding.serialNorm, certDerB64: null, reason: r.reason, createdBy: r.by }));
  }
  return ids;
}

export interface KeyChange {
  corpId: string;
  oldUkeyNo: string;
  /** The new key, checked like a key being bound. */
  registered: RegisteredCertificate;
  ukeyCode: string;
  certDerB64: string;
  by: string;
  caller: SessionState | null;
}

/**
 * 更换Ukey: the new key takes over the role of the corporation's active key `oldUkeyNo` (old REVOKED, new ACTIVE,
 * tail number follows), the CHANGE is recorded and the holder's sessions end — one transaction.
 */
export async function changeWithRecord(tx: Queryable, at: OperationTime, c: KeyChange): Promise<KeyBinding> {
  const old = await tx.query<BindingRow>("SELECT * FROM ukey_binding WHERE corp_id = $1 AND serial_norm = $2 AND status = 'ACTIVE' FOR UPDATE", [
    c.corpId,
    normalizeSerial(c.oldUkeyNo),
  ]);
  if (old.length !== 1) throw fail.badRequest('原Ukey不存在或已注销');
  const holder = toBinding(old[0]!);
  const { cert, rule, bank } = c.registered;
  if ((await findBinding(tx, cert.issuerDN, cert.serialNorm))?.status === 'ACTIVE') throw fail.badRequest('新Ukey已绑定，请使用未绑定的Ukey');
  const newBinding = { corpId: c.corpId, userId: holder.userId, roleCode: holder.roleCode, cert, signAlg: rule.alg, bank: bank.code, ukeyCode: c.ukeyCode, boundBy: c.by };
  const { binding } = await bindWithRecord(tx, at, 'CHANGE', newBinding, c.certDerB64, c.caller);
  return binding;
}
