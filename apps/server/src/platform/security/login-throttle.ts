import type { Db } from '../db/db';
import { toNumber } from '../db/db';

export const MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MS = 15 * 60_000;

/**
 * Failed logins per user name in a DB row (shared by replicas). After MAX_FAILURES within the window further
 * attempts fail without checking the password, with the same answer as a wrong password (no enumeration).
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  async isLocked(userName: string, now: number): Promise<boolean> {
    const rows = await this.db.query<{ failures: number; window_start: unknown }>('SELECT failures, window_start FROM login_attempt WHERE user_name = $1', [userName]);
    const row = rows[0];
    return !!row && now - toNumber(row.window_start) < THROTTLE_WINDOW_MS && row.failures >= MAX_FAILURES;
  }

  async recordFailure(userName: string, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO login_attempt (user_name, failures, window_start) VALUES ($1, 1, $2)
       ON CONFLICT (user_name) DO UPDATE SET
         failures = CASE WHEN $2 - login_attempt.window_start >= $3 THEN 1 ELSE login_attempt.failures + 1 END,
         window_start = CASE WHEN $2 - login_attempt.window_start >= $3 THEN $2 ELSE login_attempt.window_start END`,
      [userName, now, THROTTLE_WINDOW_MS],
    );
  }

  async reset(userName: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempt WHERE user_name = $1', [userName]);
  }
}
