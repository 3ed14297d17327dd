import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { toNumber } from '../db/db';

/**
 * Count one request of `key` in a DB row (one atomic upsert, so replicas share the count) and return the count
 * and how long until the window ends (ms). A request over the limit is refused, and never counted: the count stops
 * at max + 1 and the window never grows, so a refusal lasts at most what is left of one window (issue 26 item 8:
 * the doubling wait once reached 10.7 days for everyone behind one address).
 */
export async function countClientRequest(db: Queryable, key: string, now: number, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
  const rows = await db.query<{ hits: number; expires_at: unknown }>(
    `INSERT INTO client_rate (rate_key, hits, expires_at) VALUES ($1, 1, $2::bigint + $3::bigint)
     ON CONFLICT (rate_key) DO UPDATE SET
       hits = CASE WHEN client_rate.expires_at <= $2 THEN 1 ELSE LEAST(client_rate.hits + 1, $4::int + 1) END,
       expires_at = CASE WHEN client_rate.expires_at <= $2 THEN $2::bigint + $3::bigint ELSE client_rate.expires_at END
     RETURNING hits, expires_at`,
    [key, now, windowMs, max],
  );
  const row = rows[0];
  if (!row) throw new Error('client_rate upsert returned no row');
  return { current: Number(row.hits), ttl: Math.max(0, toNumber(row.expires_at) - now) };
}

/** The count of `key` in its current window (0 once the window ended) and how long until it ends (ms). */
export async function peekClientCount(db: Queryable, key: string, now: number): Promise<{ current: number; ttl: number }> {
  const row = (
    await db.query<{ hits: number; expires_at: unknown }>('SELECT hits, expires_at FROM client_rate WHERE rate_key = $1 AND expires_at > $2', [key, now])
  )[0];
  return row ? { current: Number(row.hits), ttl: toNumber(row.expires_at) - now } : { current: 0, ttl: 0 };
}

/** Take back one count of `key` (a request that consumed nothing, e.g. refused as malformed). */
export async function refundClientCount(db: Db, key: string): Promise<void> {
  await db.query('UPDATE client_rate SET hits = GREATEST(hits - 1, 0) WHERE rate_key = $1', [key]);
}

/** Rows whose window ended: nothing to remember. */
export async function sweepClientRates(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM client_rate WHERE expires_at <= $1', [now]);
}

interface StoreOptions {
  routeInfo?: { method?: unknown; url?: string };
}

/**
 * A `@fastify/rate-limit` store on the platform's database (the plugin's memory store counts per process; this one
 * across replicas), timed by the platform clock. Each route's child store counts under its own prefix.
 */
export function pgRateStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  class PgRateStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(private readonly options: FastifyRateLimitOptions & StoreOptions) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${route.url}` : 'global';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number, max?: number): void {
      countClientRequest(db, `${this.prefix}|${key}`, clock.now(), timeWindow ?? 60_000, max ?? 1000).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes the route's merged limit options (with routeInfo), whatever its typings say.
    child(routeOptions: object): FastifyRateLimitStore {
      return new PgRateStore({ ...this.options, ...(routeOptions as StoreOptions) });
    }
  }
  return PgRateStore;
}
