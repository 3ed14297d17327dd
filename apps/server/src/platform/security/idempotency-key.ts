import { createHash } from 'node:crypto';
import { HEADER, canonicalRequest } from '@scf/api/contract';
import { fail } from '../api-error';

/** security.md §3.2: at most 255 characters (Stripe's limit), URL-safe so it can be logged and stored as is. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

export interface IdempotencyClaim {
  key: string;
  /** SHA-256 of the canonical request (path, sorted query, exact body): the same key with another request is 422. */
  requestHash: string;
}

/** The `Idempotency-Key` of a call to an idempotent endpoint: required and well-formed, or a 400 before any effect. */
export function idempotencyClaim(
  headers: Record<string, string | string[] | undefined>,
  request: { path: string; pairs: ReadonlyArray<readonly [string, string]>; body: string },
): IdempotencyClaim {
  const value = headers[HEADER.idempotencyKey];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') throw fail.idempotencyKeyMissing();
  if (!KEY_PATTERN.test(key)) throw fail.idempotencyKeyInvalid();
  const requestHash = createHash('sha256')
    .update(canonicalRequest(request.path, request.pairs, request.body))
    .digest('hex');
  return { key, requestHash };
}
