import type { Queryable } from '../db/db';
import { toNumber } from '../db/db';
import { normalizeSerial } from './serial';
import { SigningRejectedError } from './signing-errors';
import type { CertType, SignAlg } from './signing-rules';

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
  notAfter: number;
  status: 'ACTIVE' | 'REVOKED';
  boundAt: number;
}

export interface BindingRow {
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
  not_after: unknown;
  status: 'ACTIVE' | 'REVOKED';
  bound_at: unknown;
}

export function toBinding(r: BindingRow): KeyBinding {
  return {
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
    notAfter: toNumber(r.not_after),
    status: r.status,
    boundAt: toNumber(r.bound_at),
  };
}

export async function findBinding(q: Queryable, issuerDn: string, serial: string): Promise<KeyBinding | undefined> {
  const rows = await q.query<BindingRow>('SELECT * FROM ukey_binding WHERE issuer_dn = $1 AND serial_norm = $2', [issuerDn, normalizeSerial(serial)]);
  return rows[0] ? toBinding(rows[0]) : undefined;
}

/** The key bound to a user's role now, if any (locked for the caller's transaction when asked). */
export async function activeBindingOf(q: Queryable, userId: string, roleCode: string, lock = false): Promise<KeyBinding | undefined> {
  const rows = await q.query<BindingRow>(`SELECT * FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'${lock ? ' FOR UPDATE' : ''}`, [userId, roleCode]);
  return rows[0] ? toBinding(rows[0]) : undefined;
}

export async function listCorpBindings(q: Queryable, corpId: string): Promise<KeyBinding[]> {
  const rows = await q.query<BindingRow>('SELECT * FROM ukey_binding WHERE corp_id = $1 ORDER BY bound_at, binding_id', [corpId]);
  return rows.map(toBinding);
}

/**
 * The key that may sign for this user in this role (security.md §2.5): looked up by the certificate the
 * payload names, and it must be active, unexpired, the caller's and bound to the current role.
 */
export async function requireSigningKey(q: Queryable, now: number, who: { userId: string; roleCode: string }, cert: { issuerDn: string; certSerialNo: string }): Promise<KeyBinding> {
  const binding = await findBinding(q, cert.issuerDn, cert.certSerialNo);
  if (!binding || binding.status !== 'ACTIVE' || binding.userId !== who.userId || binding.roleCode !== who.roleCode) {
    throw new SigningRejectedError('notBound', `${cert.issuerDn}/${cert.certSerialNo}`);
  }
  if (binding.notAfter <= now) throw new SigningRejectedError('certExpired', binding.serialNorm);
  return binding;
}
