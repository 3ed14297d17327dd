import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { findBinding } from './key-binding';
import type { KeyBinding } from './key-binding';
import type { ParsedCertificate } from './certificate';
import { SigningRejectedError } from './signing-errors';
import type { SignAlg } from './signing-rules';

export interface NewBinding {
  corpId: string;
  userId: string;
  roleCode: string;
  cert: ParsedCertificate;
  signAlg: SignAlg;
  bank: string;
  ukeyCode: string;
  boundBy: string;
}

/** The tail number shown as "insert the key with tail number …" (spec §3 uKeyCodeSuffix). */
export const keyCodeSuffix = (ukeyCode: string) => ukeyCode.slice(-4);

/**
 * Store a binding (security.md §2.5): one active key per user and role (a new one replaces the old), one binding
 * per certificate; the role's uKeyCodeSuffix follows the key.
 */
export async function bindKey(tx: Queryable, now: number, b: NewBinding): Promise<KeyBinding> {
  const existing = await findBinding(tx, b.cert.issuerDN, b.cert.serialNorm);
  if (existing?.status === 'ACTIVE' && (existing.userId !== b.userId || existing.roleCode !== b.roleCode)) {
    throw new SigningRejectedError('badCertificate', 'certificate bound to another user or role');
  }
  if (existing) await tx.query('DELETE FROM ukey_binding WHERE binding_id = $1', [existing.bindingId]);
  await tx.query("UPDATE ukey_binding SET status = 'REVOKED' WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [b.userId, b.roleCode]);
  const bindingId = `ub_${randomBytes(9).toString('base64url')}`;
  await tx.query(
    `INSERT INTO ukey_binding (binding_id, corp_id, user_id, role_code, issuer_dn, serial_norm, subject_dn, spki_der, cert_type, sign_alg, bank, ukey_code, not_after, bound_by, bound_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [bindingId, b.corpId, b.userId, b.roleCode, b.cert.issuerDN, b.cert.serialNorm, b.cert.subjectDN, b.cert.spkiDer.toString('base64'), b.cert.certType, b.signAlg, b.bank, b.ukeyCode, b.cert.notAfter, b.boundBy, now],
  );
  await tx.query('UPDATE user_role SET ukey_code_suffix = $1 WHERE user_id = $2 AND role_code = $3', [keyCodeSuffix(b.ukeyCode), b.userId, b.roleCode]);
  const stored = await findBinding(tx, b.cert.issuerDN, b.cert.serialNorm);
  if (!stored) throw new Error('binding not stored');
  return stored;
}
