import type { Queryable } from '../../platform/db/db';
import { runSignedOperation } from '../../platform/signing/signed-operation';
import type { SignedOperation } from '../../platform/signing/signed-operation';
import { SigningRejectedError } from '../../platform/signing/signing-errors';
import { checkSoftKeyMaySign } from './soft-key-policy';
import { findBinding } from './ukey.repo';
import type { KeyBinding } from './ukey.repo';

/**
 * The key that may sign for this user in this role (security.md §2.5): looked up by the certificate the
 * payload names, and it must be active, unexpired, the caller's and bound to the current role; a soft key only
 * for the business types it may sign.
 */
export async function requireSigningKey(
  q: Queryable,
  now: number,
  who: { userId: string; roleCode: string; businessType: string },
  cert: { issuerDn: string; certSerialNo: string },
): Promise<KeyBinding> {
  const binding = await findBinding(q, cert.issuerDn, cert.certSerialNo);
  if (!binding || binding.status !== 'ACTIVE' || binding.userId !== who.userId || binding.roleCode !== who.roleCode) {
    throw new SigningRejectedError('notBound', `${cert.issuerDn}/${cert.certSerialNo}`);
  }
  if (binding.notAfter <= now) throw new SigningRejectedError('certExpired', binding.serialNorm);
  await checkSoftKeyMaySign(q, binding, who.businessType);
  return binding;
}

/**
 * A signed submission verified with the Ukey bound to the caller's current role: platform/signing's template with
 * the key bindings of this module. Business modules sign through this.
 */
export function runKeySignedOperation<T>(op: Omit<SignedOperation<T>, 'signingKey'>): Promise<T> {
  return runSignedOperation({ ...op, signingKey: (tx, scope, cert) => requireSigningKey(tx, op.now, scope, cert) });
}
