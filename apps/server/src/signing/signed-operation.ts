import type { SignaturePayload } from '@scf/api/contract';
import type { Db, Queryable } from '../db/db';
import { consumeChallenge } from './challenge-store';
import type { ChallengeScope } from './challenge-store';
import { requireSigningKey } from './key-binding';
import { logSecurityEvent } from './security-log';
import { SigningRejectedError } from './signing-errors';
import { verifySignature } from './verify-signature';

export interface SignedOperation<T> {
  db: Db;
  now: number;
  /** The server's signing switch: when off, the spec's dummy values are accepted (never the client's say-so). */
  signingEnabled: boolean;
  payload: SignaturePayload;
  /**
   * Read (and lock) the business record inside the transaction and return the challenge scope for its current
   * state; throws its own error when the record is not the caller's or not in a signable state.
   */
  scope(tx: Queryable): Promise<ChallengeScope>;
  /** The business effect, run only after every check passed, in the same transaction. */
  effect(tx: Queryable, signedBy: { serialNorm: string | null }): Promise<T>;
}

/**
 * Verify a signed submission and run its effect in one transaction (security.md §2.6): challenge consumed,
 * signature valid under the key bound to the caller's current role, effect applied — all or nothing. A refusal
 * rolls back, is logged, and reaches the client as a 4xx.
 */
export async function runSignedOperation<T>(op: SignedOperation<T>): Promise<T> {
  let userId: string | null = null;
  try {
    return await op.db.transaction(async (tx) => {
      const scope = await op.scope(tx);
      userId = scope.userId;
      await consumeChallenge(tx, op.now, op.payload.original, scope);
      if (!op.signingEnabled) {
        if (op.payload.signature !== 'NONE') throw new SigningRejectedError('badSignature', 'switch off expects dummy values');
        return op.effect(tx, { serialNorm: null });
      }
      if (op.payload.signature === 'NONE') throw new SigningRejectedError('dummyRefused');
      const key = await requireSigningKey(tx, op.now, scope, op.payload);
      const ok = verifySignature({ alg: key.signAlg, spkiDer: key.spkiDer, original: op.payload.original, signatureB64: op.payload.signature });
      if (!ok) throw new SigningRejectedError('badSignature', `${key.serialNorm} ${key.signAlg}`);
      return op.effect(tx, { serialNorm: key.serialNorm });
    });
  } catch (error) {
    if (error instanceof SigningRejectedError) {
      await logSecurityEvent(op.db, op.now, userId, error.code, error.detail);
    }
    throw error;
  }
}
