import { TIMESTAMP_WINDOW_MS } from '@scf/api/contract';
import type { Db } from '../db/db';

/**
 * Seen `X-Nonce` values (security.md §1.8). The insert is the check: `ON CONFLICT DO NOTHING` returns no row
 * for a nonce any replica has already stored, so two concurrent copies cannot both pass.
 */
export class NonceStore {
  constructor(private readonly db: Db) {}

  /** True the first time a nonce is seen within its window; false for a replay. */
  async claim(nonce: string, requestTimestamp: number): Promise<boolean> {
    const rows = await this.db.query('INSERT INTO request_nonce (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce', [
      nonce,
      requestTimestamp + TIMESTAMP_WINDOW_MS,
    ]);
    return rows.length === 1;
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
