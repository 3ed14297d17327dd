import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { toNumber } from '../db/db';

/** security.md §1.1: idle 30 min, absolute 12 h (ASVS 4.0.3 V3.3.2, L2). */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;

export interface SessionState {
  /** The raw cookie value (128 random bits, base64url). Only its digest is stored. */
  sid: string;
  userId: string | null;
  currentRole: string | null;
  createdAt: number;
  lastSeenAt: number;
}

export const digest = (value: string) => createHash('sha256').update(value).digest('hex');
export const newSecret = (bytes = 16) => randomBytes(bytes).toString('base64url');

interface Row {
  user_id: string | null;
  active_role: string | null;
  created_at: unknown;
  last_seen_at: unknown;
}

/**
 * An anonymous visitor's session lives in its cookie alone (issue 12 finding 8: anonymous visitors cost no rows): it
 * holds nothing but what the anti-forgery token is bound to, and login replaces it with a stored one (ASVS 7.2.4).
 * Its value is `a.` and 128 random bits; a forged one gains nothing a fresh one would not.
 */
const ANONYMOUS_SID = /^a\.[A-Za-z0-9_-]{22}$/;
export const isAnonymousSid = (sid: string): boolean => ANONYMOUS_SID.test(sid);
const anonymous = (sid: string, now: number): SessionState => ({ sid, userId: null, currentRole: null, createdAt: now, lastSeenAt: now });

/** Users' sessions live in the database so any replica can serve any request; anonymous ones in their cookie. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  async create(now: number, user?: { userId: string; role: string }, q: Queryable = this.db): Promise<SessionState> {
    if (!user) return anonymous(`a.${newSecret(16)}`, now);
    const sid = newSecret(16);
    await q.query('INSERT INTO session (session_id, user_id, active_role, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [
      digest(sid),
      user.userId,
      user.role,
      now,
    ]);
    return { sid, userId: user.userId, currentRole: user.role, createdAt: now, lastSeenAt: now };
  }

  /** The live session of a cookie value; an idle or too-old one is deleted and reads as absent. */
  async load(sid: string | undefined, now: number): Promise<SessionState | null> {
    if (!sid || sid.length > 64) return null;
    if (isAnonymousSid(sid)) return anonymous(sid, now);
    const rows = await this.db.query<Row>('SELECT user_id, active_role, created_at, last_seen_at FROM session WHERE session_id = $1', [digest(sid)]);
    const row = rows[0];
    if (!row) return null;
    const createdAt = toNumber(row.created_at);
    const lastSeenAt = toNumber(row.last_seen_at);
    if (now - lastSeenAt > IDLE_TIMEOUT_MS || now - createdAt > ABSOLUTE_TIMEOUT_MS) {
      await this.remove(sid);
      return null;
    }
    return { sid, userId: row.user_id, currentRole: row.active_role, createdAt, lastSeenAt };
  }

  async touch(session: SessionState, now: number): Promise<void> {
    if (isAnonymousSid(session.sid)) return;
    await this.db.query('UPDATE session SET last_seen_at = $2 WHERE session_id = $1', [digest(session.sid), now]);
  }

  /** Login: the old (anonymous) session ends and a new id carries the user (fixation defence, ASVS 7.2.4). */
  async rotate(old: SessionState | null, now: number, user: { userId: string; role: string }): Promise<SessionState> {
    return this.db.transaction(async (tx) => {
      if (old && !isAnonymousSid(old.sid)) await tx.query('DELETE FROM session WHERE session_id = $1', [digest(old.sid)]);
      return this.create(now, user, tx);
    });
  }

  async setRole(session: SessionState, role: string): Promise<void> {
    await this.db.query('UPDATE session SET active_role = $2 WHERE session_id = $1', [digest(session.sid), role]);
  }

  async remove(sid: string): Promise<void> {
    if (isAnonymousSid(sid)) return;
    await this.db.query('DELETE FROM session WHERE session_id = $1', [digest(sid)]);
  }

  /** Drop expired sessions (also those of anonymous visitors that never came back). */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM session WHERE last_seen_at < $1 OR created_at < $2', [now - IDLE_TIMEOUT_MS, now - ABSOLUTE_TIMEOUT_MS]);
  }
}

/**
 * End every session of a user except `keepSessionId` (a stored id, see Actor.sessionId), in the caller's
 * transaction: rebinding or revoking a user's key ends their sessions (security.md §1.1, ASVS 5.0 7.4.2), and a
 * user changing their own key keeps the session they did it from.
 */
export async function endUserSessions(q: Queryable, userId: string, keepSessionId: string | null): Promise<void> {
  await q.query('DELETE FROM session WHERE user_id = $1 AND session_id <> $2', [userId, keepSessionId ?? '']);
}
