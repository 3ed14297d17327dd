import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
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
 * Keep a verified signature as it was verified (issue 26 item 9, 存证): the exact original, the signature, the
 * algorithm from the binding and the signer's certificate, in the transaction of the business effect.
 */
async function keepEvidence(
  tx: Queryable,
  now: number,
  scope: ChallengeScope,
  key: KeyBinding,
  payload: { original: string; signature: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO signed_evidence (evidence_id, signed_at, user_id, role_code, business_type, business_ids, original_text, signature_b64, sign_alg,
       serial_norm, issuer_dn, cert_der)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      `ev_${randomBytes(12).toString('base64url')}`,
      now,
      scope.userId,
      scope.roleCode,
      scope.businessType,
      JSON.stringify([...scope.businessIds]),
      payload.original,
      payload.signature,
      key.signAlg,
      key.serialNorm,
      key.issuerDn,
      key.certDerB64,
    ],
  );
}

/**
 * A signed submission verified with the Ukey bound to the caller's current role: platform/signing's template with
 * the key bindings of this module. Business modules sign through this; each accepted signature is kept (存证).
 */
export function runKeySignedOperation<T>(op: Omit<SignedOperation<T>, 'signingKey'>): Promise<T> {
  let verified: { scope: ChallengeScope; key: KeyBinding } | undefined;
  return runSignedOperation({
    ...op,
    signingKey: async (tx, scope, cert) => {
      const key = await requireSigningKey(tx, op.now, scope, cert);
      verified = { scope, key };
      return key;
    },
    // The template runs the effect only once the signature verified: keep it first, in the same transaction.
    effect: async (tx, signedBy) => {
      if (verified && signedBy.serialNorm) await keepEvidence(tx, op.now, verified.scope, verified.key, op.payload);
      return op.effect(tx, signedBy);
    },
  });
}
