import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { toNumber } from '../db/db';
import { SigningRejectedError } from './signing-errors';

/** security.md §2.6 step 1: a challenge lives 300 s. */
export const CHALLENGE_TTL_MS = 300_000;
const ID_LINE = /^挑战编号：(sc_[A-Za-z0-9_-]{22})$/m;

/** A digest of the business state the user is shown: any change to it between challenge and submit is refused. */
export function stateDigest(state: Readonly<Record<string, string>>): string {
  const canonical = Object.keys(state)
    .sort()
    .map((k) => `${k}=${state[k]}`)
    .join('\n');
  return createHash('sha256').update(canonical).digest('hex');
}

export interface ChallengeScope {
  userId: string;
  roleCode: string;
  businessType: string;
  businessIds: readonly string[];
  stateDigest: string;
}

/**
 * Create a single-use challenge and return its original text: the lines the user reads (amounts, counterparties,
 * numbers), then the challenge id and expiry, which the signature covers too.
 */
export async function issueChallenge(q: Queryable, now: number, scope: ChallengeScope, lines: readonly string[]): Promise<string> {
  const id = `sc_${randomBytes(16).toString('base64url')}`;
  const expiresAt = now + CHALLENGE_TTL_MS;
  const original = [...lines, `挑战编号：${id}`, `有效期至：${new Date(expiresAt).toISOString()}`].join('\n');
  await q.query(
    `INSERT INTO sign_challenge (challenge_id, user_id, role_code, business_type, business_ids, state_digest, original_text, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, scope.userId, scope.roleCode, scope.businessType, JSON.stringify([...scope.businessIds]), scope.stateDigest, original, now, expiresAt],
  );
  return original;
}

interface ChallengeRow {
  user_id: string;
  role_code: string;
  business_type: string;
  business_ids: string;
  state_digest: string;
  original_text: string;
  expires_at: unknown;
  used_at: unknown;
}

/**
 * The final gate (security.md §2.6 step 2) inside the business transaction: the original is the stored text byte
 * for byte, issued to this user and role for this business and these ids, unexpired, unused, and the business
 * state is unchanged. Marks it used; the caller's transaction commits that together with the business effect.
 */
export async function consumeChallenge(tx: Queryable, now: number, original: string, scope: ChallengeScope): Promise<void> {
  const id = ID_LINE.exec(original)?.[1];
  if (!id) throw new SigningRejectedError('challengeUnknown', 'no challenge id');
  const ids = JSON.stringify([...scope.businessIds]);
  // Issue 34: every check below in the one write, so that a good challenge costs one statement; only a refused one is
  // read again (locked, as before) to say which check failed, in the same order.
  const consumed = await tx.query(
    `UPDATE sign_challenge SET used_at = $1
      WHERE challenge_id = $2 AND used_at IS NULL AND original_text = $3 AND expires_at > $1 AND user_id = $4 AND role_code = $5
        AND business_type = $6 AND business_ids = $7 AND state_digest = $8
      RETURNING challenge_id`,
    [now, id, original, scope.userId, scope.roleCode, scope.businessType, ids, scope.stateDigest],
  );
  if (consumed.length === 1) return;
  const row = (await tx.query<ChallengeRow>('SELECT * FROM sign_challenge WHERE challenge_id = $1 FOR UPDATE', [id]))[0];
  if (!row || row.original_text !== original) throw new SigningRejectedError('challengeUnknown', id);
  if (row.used_at !== null) throw new SigningRejectedError('challengeUsed', id);
  if (toNumber(row.expires_at) <= now) throw new SigningRejectedError('challengeExpired', id);
  const sameIds = row.business_ids === ids;
  if (row.user_id !== scope.userId || row.role_code !== scope.roleCode || row.business_type !== scope.businessType || !sameIds) {
    throw new SigningRejectedError('challengeMismatch', id);
  }
  if (row.state_digest !== scope.stateDigest) throw new SigningRejectedError('stateChanged', id);
  // Every check passes on the row as it is now: it was used (or changed) between the write and this read.
  throw new SigningRejectedError('challengeUsed', id);
}

/** Challenges are worthless once expired; keep a day of them for support questions, then drop them. */
export async function sweepChallenges(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM sign_challenge WHERE expires_at < $1', [now - 86_400_000]);
}
