import { onAccessWrite } from '../db/access-writes';
import type { Db } from '../db/db';

/** The NOTIFY channel the `session` table's trigger speaks on (migration 0024); the payload is the session id. */
export const SESSION_CHANNEL = 'scf_session';

/**
 * The payload of migration 0075's notification: something that decides access changed (a user, a corporation, a
 * role, a grant, a product, a platform parameter), so whatever was derived from it goes. Session ids are hex digests.
 */
export const ACCESS_CHANGED = '*';

/** The caches of this process that listen (one per server; tests run several). */
const listening = new Set<SessionCache>();

/** What a session row says, as the store read it. */
export interface CachedSession {
  userId: string | null;
  currentRole: string | null;
  createdAt: number;
  /** The idle clock as last written to the database. */
  lastSeenAt: number;
}

interface Entry {
  session: CachedSession;
  cachedAt: number;
  /**
   * What the guard derived for this session (issue 34: its actor, granted menus, product availability): dropped with
   * the session, and all of it at once when access changes (ACCESS_CHANGED).
   */
  derived?: Map<string, unknown>;
}

export interface SessionCacheOptions {
  maxEntries?: number;
  /** A backstop only: invalidation is by notification. */
  maxAgeMs?: number;
}

/**
 * Sessions read from the database, kept in memory while this server listens to the `session` table's
 * notifications (docs/adr/0018). Every replica hears every delete and change at commit, so a revoked session is
 * refused everywhere within the notification's delay (milliseconds), never a cache's lifetime.
 *
 * Two rules make it safe: nothing is cached while not listening (a lost connection empties the cache, and it fills
 * again only once listening again), and a read is cached only if no notification arrived while it ran (`begin` /
 * `put`), so a row read just before a delete committed cannot be kept after the delete's notification passed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private listening = false;
  /** Bumped by every notification and loss: a read that saw another generation is not cached. */
  private generation = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /**
   * Drop these sessions from every cache of this process at once, without waiting for the notification: a request
   * that ended them (a key rebinding, a password change) is answered before its NOTIFY comes back, and the next
   * request to this server must already be refused. Other replicas hear the notification.
   */
  static dropInProcess(sessionIds: readonly string[]): void {
    for (const cache of listening) for (const id of sessionIds) cache.invalidate(id);
  }

  /** What every cache of this process derived goes at once (a write of this process changed access, access-writes.ts). */
  static dropDerivedInProcess(): void {
    for (const cache of listening) cache.dropDerived();
  }

  /** Listen on `db` for the life of the returned stop function. */
  async attach(db: Db): Promise<() => Promise<void>> {
    listening.add(this);
    const stop = await db.listen(SESSION_CHANNEL, {
      onMessage: (payload) => (payload === ACCESS_CHANGED ? this.dropDerived() : this.invalidate(payload)),
      onLost: () => {
        this.listening = false;
        this.generation += 1;
        this.entries.clear();
      },
      onListening: () => {
        this.generation += 1;
        this.listening = true;
      },
    });
    return async () => {
      listening.delete(this);
      await stop();
    };
  }

  get size(): number {
    return this.entries.size;
  }

  /** The database's notifications reach this cache (readiness: a replica that cannot hear them must not serve). */
  get isListening(): boolean {
    return this.listening;
  }

  get(sessionId: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (!this.listening || now - entry.cachedAt > this.maxAgeMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Call before reading a row; pass the result to `put`. */
  begin(): number {
    return this.generation;
  }

  /** Keep a row read since `begin`, unless a notification or a loss came in between. */
  put(sessionId: string, session: CachedSession, since: number, now: number): void {
    if (!this.listening || since !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { session, cachedAt: now });
  }

  /** The idle clock this server just wrote. */
  touched(sessionId: string, lastSeenAt: number): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  }

  invalidate(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  /** A value derived for a cached session (undefined: none, or the session is not cached). */
  derived<T>(sessionId: string, key: string, now: number): T | undefined {
    return this.get(sessionId, now) === undefined ? undefined : (this.entries.get(sessionId)?.derived?.get(key) as T | undefined);
  }

  /** Keep a value derived since `begin` for a cached session, unless a notification or a loss came in between. */
  putDerived(sessionId: string, key: string, value: unknown, since: number): void {
    const entry = this.entries.get(sessionId);
    if (!entry || !this.listening || since !== this.generation) return;
    (entry.derived ??= new Map()).set(key, value);
  }

  dropDerived(): void {
    this.generation += 1;
    for (const entry of this.entries.values()) entry.derived = undefined;
  }
}

onAccessWrite(() => SessionCache.dropDerivedInProcess());
