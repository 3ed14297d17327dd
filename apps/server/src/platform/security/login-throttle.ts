import { ERROR_CODE } from '@scf/api/contract';
import { ApiError } from '../api-error';
import type { Db } from '../db/db';
import { toNumber } from '../db/db';

export const MAX_FAILURES = 5;
/** Failures count within this window from the first one. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** How long a name stays locked once the failures reach MAX_FAILURES. */
export const LOCK_MS = 15 * 60_000;

/** One counted login attempt: its number in the window and the name's lock, if any. */
export interface Attempt {
  number: number;
  lockedUntil: number | null;
  /** Within the window's allowance: the password may be checked. */
  mayVerify: boolean;
}

/**
 * Failed logins per user name in a DB row (shared by replicas), counted the same whether the name exists or not.
 * The failure that reaches MAX_FAILURES within the window locks the name for LOCK_MS; while locked, attempts fail
 * without checking the password (and do not extend the lock), with the same answer for any name (no enumeration).
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /**
   * Count this attempt before its password is checked (one atomic upsert, so racing attempts on any replica are
   * numbered one by one): only the first MAX_FAILURES of a window get their password checked; the one that reaches
   * MAX_FAILURES sets the lock, so a right password after it (or racing it) is refused until the lock ends. A
   * success resets the count. Returns the attempt's number and the lock it sees; an attempt while locked does not
   * extend the lock.
   */
  async claimAttempt(userName: string, now: number): Promise<Attempt> {
    const fresh = `((login_attempt.locked_until IS NOT NULL AND login_attempt.locked_until <= $2)
      OR (login_attempt.locked_until IS NULL AND $2 - login_attempt.window_start >= $3))`;
    const count = `CASE WHEN ${fresh} THEN 1 ELSE login_attempt.failures + 1 END`;
    const rows = await this.db.query<{ failures: number; locked_until: unknown }>(
      `INSERT INTO login_attempt (user_name, failures, window_start, locked_until) VALUES ($1, 1, $2, CASE WHEN $4 <= 1 THEN $5::bigint END)
       ON CONFLICT (user_name) DO UPDATE SET
         failures = ${count},
         window_start = CASE WHEN ${fresh} THEN $2 ELSE login_attempt.window_start END,
         locked_until = CASE
           WHEN login_attempt.locked_until > $2 THEN login_attempt.locked_until
           WHEN ${count} >= $4 THEN $5::bigint
           ELSE NULL END
       RETURNING failures, locked_until`,
      [userName, now, THROTTLE_WINDOW_MS, MAX_FAILURES, now + LOCK_MS],
    );
    const row = rows[0];
    if (!row) throw new Error('login_attempt upsert returned no row');
    const lockedUntil = row.locked_until === null || row.locked_until === undefined ? null : toNumber(row.locked_until);
    return { number: Number(row.failures), lockedUntil, mayVerify: Number(row.failures) <= MAX_FAILURES };
  }

  /** Drop the rows that no longer count: no lock in force and a window that has ended (a fresh attempt starts anew). */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM login_attempt WHERE (locked_until IS NULL OR locked_until <= $1) AND window_start <= $2', [now, now - THROTTLE_WINDOW_MS]);
  }

  async reset(userName: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempt WHERE user_name = $1', [userName]);
  }
}

/** Whole minutes until `until`, at least 1: what the lock message says. */
export const minutesLeft = (until: number, now: number): number => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * The answer to a locked name, known or not: a business refusal the form shows (HTTP 200, like a wrong password)
 * that says for how long, e.g. 密码错误次数过多，请15分钟后再试.
 */
export const accountLocked = (until: number, now: number): ApiError =>
  new ApiError(200, ERROR_CODE.accountLocked, `密码错误次数过多，请${minutesLeft(until, now)}分钟后再试`);
