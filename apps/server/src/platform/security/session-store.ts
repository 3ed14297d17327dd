import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { toNumber } from '../db/db';
import { SessionCache } from './session-cache';

/** security.md §1.1: idle 30 min, absolute 12 h (ASVS 4.0.3 V3.3.2, L2). */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/**
 * The idle clock is written at most once a minute per session (not on every request): a session may so end up to a
 * minute before 30 idle minutes, never after (docs/adr/0018).
 */
export const TOUCH_INTERVAL_MS = 60_000;

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

const expired = (s: { createdAt: number; lastSeenAt: number }, now: number): boolean =>
  now - s.lastSeenAt > IDLE_TIMEOUT_MS || now - s.createdAt > ABSOLUTE_TIMEOUT_MS;

/**
 * Users' sessions live in the database so any replica can serve any request, with a copy in memory while the
 * server listens to the table's notifications (session-cache.ts); anonymous ones live in their cookie.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly cache: SessionCache = new SessionCache(),
  ) {}

  /** Keep sessions in memory from now on, invalidated by the database's notifications; returns the stop. */
  listen(): Promise<() => Promise<void>> {
    return this.cache.attach(this.db);
  }

  /** Sessions ended on another replica reach this one: LISTEN is up (`/readyz`). */
  get hearsOtherReplicas(): boolean {
    return this.cache.isListening;
  }

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
    const id = digest(sid);
    // A copy that looks expired is read again: another replica may have moved the idle clock since.
    const cached = this.cache.get(id, now);
    if (cached && !expired(cached, now)) return { sid, ...cached };
    const since = this.cache.begin();
    const rows = await this.db.query<Row>('SELECT user_id, active_role, created_at, last_seen_at FROM session WHERE session_id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    const stored = { userId: row.user_id, currentRole: row.active_role, createdAt: toNumber(row.created_at), lastSeenAt: toNumber(row.last_seen_at) };
    if (expired(stored, now)) {
      await this.remove(sid);
      return null;
    }
    this.cache.put(id, stored, since, now);
    return { sid, ...stored };
  }

  /**
   * What `load` derives from the database for this session (its actor, granted menus …), kept with the cached session
   * until it ends or access changes (session-cache.ts, migration 0075). A rejection is never kept.
   */
  async derive<T>(session: SessionState, key: string, now: number, load: () => Promise<T>): Promise<T> {
    if (isAnonymousSid(session.sid)) return load();
    const id = digest(session.sid);
    const kept = this.cache.derived<T>(id, key, now);
    if (kept !== undefined) return kept;
    const since = this.cache.begin();
    const value = await load();
    if (value !== undefined && value !== null) this.cache.putDerived(id, key, value, since);
    return value;
  }

  /** Move the idle clock, at most once a minute (TOUCH_INTERVAL_MS). */
  async touch(session: SessionState, now: number): Promise<void> {
    if (isAnonymousSid(session.sid) || now - session.lastSeenAt < TOUCH_INTERVAL_MS) return;
    const id = digest(session.sid);
    await this.db.query('UPDATE session SET last_seen_at = $2 WHERE session_id = $1', [id, now]);
    this.cache.touched(id, now);
  }

  /** Login: the old (anonymous) session ends and a new id carries the user (fixation defence, ASVS 7.2.4). */
  async rotate(old: SessionState | null, now: number, user: { userId: string; role: string }): Promise<SessionState> {
    const created = await this.db.transaction(async (tx) => {
      if (old && !isAnonymousSid(old.sid)) await tx.query('DELETE FROM session WHERE session_id = $1', [digest(old.sid)]);
      return this.create(now, user, tx);
    });
    if (old) this.cache.invalidate(digest(old.sid));
    return created;
  }

  // Each change also drops this server's copy at once; the trigger's notification tells the other replicas.
  async setRole(session: SessionState, role: string): Promise<void> {
    await this.db.query('UPDATE session SET active_role = $2 WHERE session_id = $1', [digest(session.sid), role]);
    this.cache.invalidate(digest(session.sid));
  }

  async remove(sid: string): Promise<void> {
    if (isAnonymousSid(sid)) return;
    await this.db.query('DELETE FROM session WHERE session_id = $1', [digest(sid)]);
    this.cache.invalidate(digest(sid));
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
export async function endUserSessions(q: Queryable, userId: string, keepSessionId: string | null): Promise<number> {
  const ended = await q.query<{ session_id: string }>('DELETE FROM session WHERE user_id = $1 AND session_id <> $2 RETURNING session_id', [
    userId,
    keepSessionId ?? '',
  ]);
  // This server refuses them from now on (before the commit's notification comes back); a rollback only costs a re-read.
  SessionCache.dropInProcess(ended.map((r) => r.session_id));
  return ended.length;
}
