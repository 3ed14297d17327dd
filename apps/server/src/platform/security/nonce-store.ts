import { TIMESTAMP_WINDOW_MS } from '@scf/api/contract';
import type { Db } from '../db/db';

interface Claim {
  nonce: string;
  expiresAt: number;
  settle: (fresh: boolean) => void;
  fail: (error: unknown) => void;
}

/** At most this many nonces in one statement. */
const BATCH_MAX = 500;

const ONE = 'INSERT INTO request_nonce (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce';
const MANY = 'INSERT INTO request_nonce (nonce, expires_at) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT (nonce) DO NOTHING RETURNING nonce';

/**
 * Seen `X-Nonce` values (security.md §1.8). The insert is the check: `ON CONFLICT DO NOTHING` returns no row
 * for a nonce any replica has already stored, so two concurrent copies cannot both pass.
 *
 * Claims are batched (issue 34 item 3): those made in one turn of the event loop — under load, every request whose
 * checks passed in it — go to the database as one statement after that turn (`setImmediate`), not one each. Within a
 * batch only the first copy of a nonce may pass; each claim still answers only once the row is stored, so a nonce
 * is never accepted before every replica would refuse its replay.
 */
export class NonceStore {
  private pending: Claim[] = [];

  constructor(private readonly db: Db) {}

  /** True the first time a nonce is seen within its window; false for a replay. */
  claim(nonce: string, requestTimestamp: number): Promise<boolean> {
    return new Promise((settle, fail) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ nonce, expiresAt: requestTimestamp + TIMESTAMP_WINDOW_MS, settle, fail });
    });
  }

  private async flush(): Promise<void> {
    const claims = this.pending;
    this.pending = [];
    const first = new Map<string, Claim>();
    for (const claim of claims) {
      if (first.has(claim.nonce)) claim.settle(false);
      else first.set(claim.nonce, claim);
    }
    const unique = [...first.values()];
    for (let i = 0; i < unique.length; i += BATCH_MAX) await this.store(unique.slice(i, i + BATCH_MAX));
  }

  private async store(claims: Claim[]): Promise<void> {
    try {
      const rows = await (claims.length === 1
        ? this.db.query<{ nonce: string }>(ONE, [claims[0]!.nonce, claims[0]!.expiresAt])
        : this.db.query<{ nonce: string }>(MANY, [claims.map((c) => c.nonce), claims.map((c) => c.expiresAt)]));
      const stored = new Set(rows.map((r) => r.nonce));
      for (const claim of claims) claim.settle(stored.has(claim.nonce));
    } catch (error) {
      for (const claim of claims) claim.fail(error);
    }
  }

  /** A nonce older than the window can no longer pass the timestamp check, so it need not be kept. */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM request_nonce WHERE expires_at < $1', [now]);
  }

  async count(): Promise<number> {
    const rows = await this.db.query<{ n: unknown }>('SELECT count(*) AS n FROM request_nonce');
    return Number(rows[0]?.n ?? 0);
  }
}
