import type { Db, Queryable } from '../db/db';
import { fail } from '../api-error';

/** security.md §3.2: keys may be pruned after 24 h (Stripe's floor); a retry later than that is a new operation. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** The header a replayed answer carries. */
export const IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';

export interface IdempotentCall {
  /** Whose key it is: keys of different users never meet. */
  principal: string;
  key: string;
  /** The endpoint (`METHOD path-template`). */
  route: string;
  requestHash: string;
  now: number;
}

export interface StoredAnswer {
  status: number;
  /** The envelope as JSON text, byte for byte what the first request got. */
  body: string;
  replayed: boolean;
}

interface Row {
  route: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

/**
 * Run an idempotent request (design.md §3, security.md §3.2): the claim of (principal, key), the effect (`run`, on
 * the same transaction) and its answer are one transaction. A second request with the key waits on the claim
 * (PostgreSQL's unique index; PGlite runs one transaction at a time), then gets the stored answer — or 422 when it
 * is another request. Only successes are stored: a refusal throws, everything rolls back, and the key can be retried.
 */
export async function runIdempotent(db: Db, call: IdempotentCall, run: (tx: Queryable) => Promise<unknown>): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency (principal, key, route, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (principal, key) DO NOTHING RETURNING key`,
      [call.principal, call.key, call.route, call.requestHash, call.now],
    );
    if (claimed.length === 0) return replay(tx, call);
    const body = JSON.stringify(await run(tx));
    await tx.query('UPDATE idempotency SET response_status = $3, response_body = $4 WHERE principal = $1 AND key = $2', [call.principal, call.key, 200, body]);
    return { status: 200, body, replayed: false };
  });
}

async function replay(tx: Queryable, call: IdempotentCall): Promise<StoredAnswer> {
  const rows = await tx.query<Row>('SELECT route, request_hash, response_status, response_body FROM idempotency WHERE principal = $1 AND key = $2', [
    call.principal,
    call.key,
  ]);
  const row = rows[0];
  if (!row || row.route !== call.route || row.request_hash !== call.requestHash || row.response_status === null || row.response_body === null)
    throw fail.idempotencyMismatch();
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/** Drop keys older than the TTL (the sweep timer). */
export async function sweepIdempotency(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM idempotency WHERE created_at < $1', [now - IDEMPOTENCY_TTL_MS]);
}
