import { SIGNING_ORIGINALS } from '@scf/api/contract';
import type { SignaturePayload } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { consumeChallenge } from './challenge-store';
import type { ChallengeScope } from './challenge-store';
import { SigningRejectedError } from './signing-errors';
import type { SignAlg } from './signing-rules';
import { verifySignature } from './verify-signature';

/** The stored key a signature is verified with: never the request's say-so (no algorithm confusion). */
export interface SigningKey {
  serialNorm: string;
  spkiDer: Buffer;
  signAlg: SignAlg;
}

export interface SignedOperation<T> {
  db: Queryable;
  now: number;
  /** The server's signing switch: when off, the spec's dummy values are accepted (never the client's say-so). */
  signingEnabled: boolean;
  payload: SignaturePayload;
  /**
   * Read (and lock) the business record inside the transaction and return the challenge scope for its current
   * state; throws its own error when the record is not the caller's or not in a signable state.
   */
  scope(tx: Queryable): Promise<ChallengeScope>;
  /**
   * The key that may sign for the scope's user and role, found by the certificate the payload names (the key
   * bindings are the ukey module's); throws a SigningRejectedError when there is none.
   */
  signingKey(tx: Queryable, scope: ChallengeScope, cert: { issuerDn: string; certSerialNo: string }): Promise<SigningKey>;
  /** The business effect, run only after every check passed, in the same transaction. */
  effect(tx: Queryable, signedBy: { serialNorm: string | null }): Promise<T>;
}

/** The business type a no-key signature of this original must carry (spec §3), if any. */
function noKeyMarker(businessType: string): string | undefined {
  const def = (SIGNING_ORIGINALS as Record<string, { noKeyBusinessType?: string }>)[businessType];
  return def?.noKeyBusinessType;
}

/**
 * Verify a signed submission and run its effect in one transaction (security.md §2.6): challenge consumed,
 * signature valid under the key bound to the caller's current role, effect applied — all or nothing. Inside an
 * idempotent request it joins the request's transaction. A refusal is a SigningRejectedError: everything rolls
 * back, and the HTTP layer writes the security log once the transaction has ended (step 3).
 */
export async function runSignedOperation<T>(op: SignedOperation<T>): Promise<T> {
  return op.db.transaction(async (tx) => {
    const scope = await op.scope(tx);
    await consumeChallenge(tx, op.now, op.payload.original, scope);
    if (!op.signingEnabled) {
      if (op.payload.signature !== 'NONE') throw new SigningRejectedError('badSignature', 'switch off expects dummy values');
      // Spec §3: a financing apply signed in no-key mode says so (businessType ORDER_FIN_APPLY, e订通's director steps).
      const marker = noKeyMarker(scope.businessType);
      if (marker && op.payload.businessType !== marker) throw new SigningRejectedError('badSignature', `no-key ${scope.businessType} lacks ${marker}`);
      return op.effect(tx, { serialNorm: null });
    }
    if (op.payload.signature === 'NONE') throw new SigningRejectedError('dummyRefused');
    const key = await op.signingKey(tx, scope, op.payload);
    const ok = verifySignature({ alg: key.signAlg, spkiDer: key.spkiDer, original: op.payload.original, signatureB64: op.payload.signature });
    if (!ok) throw new SigningRejectedError('badSignature', `${key.serialNorm} ${key.signAlg}`);
    return op.effect(tx, { serialNorm: key.serialNorm });
  });
}
