import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { normalizeSerial } from '../../platform/signing/serial';
import type { CertType, SignAlg } from '../../platform/signing/signing-rules';

/** Hardware Ukey or soft key: decided at binding from the certificate's issuer (a bank CA or the platform's own). */
export type KeyMedium = 'UKEY' | 'SOFT';

/** A key bound to a user's role (security.md §2.5 binding table). */
export interface KeyBinding {
  bindingId: string;
  corpId: string;
  userId: string;
  roleCode: string;
  issuerDn: string;
  serialNorm: string;
  subjectDn: string;
  spkiDer: Buffer;
  certType: CertType;
  signAlg: SignAlg;
  bank: string;
  ukeyCode: string;
  medium: KeyMedium;
  /** The bound certificate (base64 DER); null for bindings made before it was kept. */
  certDerB64: string | null;
  notAfter: number;
  status: 'ACTIVE' | 'REVOKED';
  boundAt: number;
}

interface BindingRow {
  binding_id: string;
  corp_id: string;
  user_id: string;
  role_code: string;
  issuer_dn: string;
  serial_norm: string;
  subject_dn: string;
  spki_der: string;
  cert_type: CertType;
  sign_alg: SignAlg;
  bank: string;
  ukey_code: string;
  medium: KeyMedium;
  cert_der: string | null;
  not_after: unknown;
  status: 'ACTIVE' | 'REVOKED';
  bound_at: unknown;
}

const toBinding = (r: BindingRow): KeyBinding => ({
  bindingId: r.binding_id,
  corpId: r.corp_id,
  userId: r.user_id,
  roleCode: r.role_code,
  issuerDn: r.issuer_dn,
  serialNorm: r.serial_norm,
  subjectDn: r.subject_dn,
  spkiDer: Buffer.from(r.spki_der, 'base64'),
  certType: r.cert_type,
  signAlg: r.sign_alg,
  bank: r.bank,
  ukeyCode: r.ukey_code,
  medium: r.medium,
  certDerB64: r.cert_der,
  notAfter: toNumber(r.not_after),
  status: r.status,
  boundAt: toNumber(r.bound_at),
});

const bindings = async (q: Queryable, sql: string, params: readonly unknown[]) => (await q.query<BindingRow>(sql, params)).map(toBinding);

export async function findBinding(q: Queryable, issuerDn: string, serial: string): Promise<KeyBinding | undefined> {
  return (await bindings(q, 'SELECT * FROM ukey_binding WHERE issuer_dn = $1 AND serial_norm = $2', [issuerDn, normalizeSerial(serial)]))[0];
}

/** The key bound to a user's role now, if any (locked for the caller's transaction when asked). */
export async function activeBindingOf(q: Queryable, userId: string, roleCode: string, lock = false): Promise<KeyBinding | undefined> {
  return (
    await bindings(q, `SELECT * FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'${lock ? ' FOR UPDATE' : ''}`, [userId, roleCode])
  )[0];
}

export const listCorpBindings = (q: Queryable, corpId: string): Promise<KeyBinding[]> =>
  bindings(q, 'SELECT * FROM ukey_binding WHERE corp_id = $1 ORDER BY bound_at, binding_id', [corpId]);

/** The corporation's active binding of a serial, locked for the caller's transaction. */
export const lockActiveCorpSerial = (q: Queryable, corpId: string, serial: string): Promise<KeyBinding[]> =>
  bindings(q, "SELECT * FROM ukey_binding WHERE corp_id = $1 AND serial_norm = $2 AND status = 'ACTIVE' FOR UPDATE", [corpId, normalizeSerial(serial)]);

/** Revoke the corporation's active binding of a serial; the bindings revoked. */
export const revokeCorpSerial = (q: Queryable, corpId: string, serial: string): Promise<KeyBinding[]> =>
  bindings(q, "UPDATE ukey_binding SET status = 'REVOKED' WHERE corp_id = $1 AND serial_norm = $2 AND status = 'ACTIVE' RETURNING *", [
    corpId,
    normalizeSerial(serial),
  ]);

export async function revokeRoleBindings(q: Queryable, userId: string, roleCode: string): Promise<void> {
  await q.query("UPDATE ukey_binding SET status = 'REVOKED' WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [userId, roleCode]);
}

/** A new ACTIVE binding and who bound it. */
export type BindingInsert = Omit<KeyBinding, 'status'> & { boundBy: string };

export async function insertBinding(q: Queryable, b: BindingInsert): Promise<void> {
  await q.query(
    `INSERT INTO ukey_binding (binding_id, corp_id, user_id, role_code, issuer_dn, serial_norm, subject_dn, spki_der, cert_type, sign_alg, bank, ukey_code,
      not_after, bound_by, bound_at, medium, cert_der)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      b.bindingId,
      b.corpId,
      b.userId,
      b.roleCode,
      b.issuerDn,
      b.serialNorm,
      b.subjectDn,
      b.spkiDer.toString('base64'),
      b.certType,
      b.signAlg,
      b.bank,
      b.ukeyCode,
      b.notAfter,
      b.boundBy,
      b.boundAt,
      b.medium,
      b.certDerB64,
    ],
  );
}

/** The tail number the role's "insert the key with tail number …" tip shows ('' when no key). */
export async function setTailNumber(q: Queryable, userId: string, roleCode: string, suffix: string): Promise<void> {
  await q.query('UPDATE user_role SET ukey_code_suffix = $1 WHERE user_id = $2 AND role_code = $3', [suffix, userId, roleCode]);
}

export async function hasActiveKey(q: Queryable, userId: string, roleCode: string): Promise<boolean> {
  return (await q.query("SELECT 1 FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [userId, roleCode])).length > 0;
}

export async function holderNames(q: Queryable, userId: string): Promise<{ userName: string; personName: string }> {
  const rows = await q.query<{ user_name: string; person_name: string }>('SELECT user_name, person_name FROM app_user WHERE user_id = $1', [userId]);
  return { userName: rows[0]?.user_name ?? '', personName: rows[0]?.person_name ?? '' };
}

/** An active user of an active corporation who holds the role: whom a director may bind a key for. */
export async function roleHolder(q: Queryable, userName: string, roleCode: string): Promise<{ userId: string; corpId: string } | null> {
  const rows = await q.query<{ user_id: string; corp_id: string }>(
    `SELECT u.user_id, u.corp_id FROM app_user u JOIN corp c ON c.corp_id = u.corp_id
       JOIN user_role r ON r.user_id = u.user_id AND r.role_code = $2
      WHERE u.user_name = $1 AND u.status = 'ACTIVE' AND c.status = 'ACTIVE'`,
    [userName, roleCode],
  );
  return rows[0] ? { userId: rows[0].user_id, corpId: rows[0].corp_id } : null;
}
