/**
 * Sessions kept in memory (issue 12, docs/adr/0018): a cached read costs no query, and whatever ends a session —
 * logout, the sweep, a key rebinding's SQL in another module, another replica — is refused within a second. On
 * PostgreSQL two stores on two pools play two replicas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/db';
import { migrate } from '../src/platform/db/migrate';
import { openPgDb } from '../src/platform/db/pg-db';
import { SessionCache } from '../src/platform/security/session-cache';
import { IDLE_TIMEOUT_MS, SessionStore, TOUCH_INTERVAL_MS, digest, endUserSessions } from '../src/platform/security/session-store';
import { openPgSchema, openTestDb } from './helpers/test-db';
import type { PgSchema, TestDb } from './helpers/test-db';
import { seed } from '../src/seed/seed-demo';
import { BUSINESS_DATE } from './helpers/business-date';

/** The db with a count of the statements sent through it. */
function counting(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const counted: Db = {
    ...db,
    kind: db.kind,
    query: (sql, params) => {
      n += 1;
      return db.query(sql, params);
    },
    listen: (channel, handlers) => db.listen(channel, handlers),
    transaction: (fn) => db.transaction(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return { db: counted, count: () => n };
}

/** Poll `load` until it reads no session; how long that took (ms), or fail after `limit`. */
async function refusedWithin(store: SessionStore, sid: string, limit: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limit) {
    if ((await store.load(sid, Date.now())) === null) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`session still accepted after ${limit} ms`);
}

describe('the session cache', () => {
  it('says whether it hears other replicas (what /readyz answers): not before LISTEN, not after losing it', async () => {
    let handlers: Parameters<Db['listen']>[1] | undefined;
    const db = { kind: 'postgres', listen: async (_channel: string, h: Parameters<Db['listen']>[1]) => ((handlers = h), async () => {}) } as unknown as Db;
    const store = new SessionStore(db, new SessionCache());
    await store.listen();
    expect(store.hearsOtherReplicas).toBe(false);
    handlers?.onListening?.();
    expect(store.hearsOtherReplicas).toBe(true);
    handlers?.onLost?.();
    expect(store.hearsOtherReplicas).toBe(false);
  });

  it('keeps a read only while listening and when no notification came in between', () => {
    const cache = new SessionCache();
    const row = { userId: 'u', currentRole: 'r', createdAt: 0, lastSeenAt: 0 };
    cache.put('a', row, cache.begin(), 1);
    expect(cache.get('a', 1)).toBeUndefined();
    (cache as unknown as { listening: boolean }).listening = true;
    const since = cache.begin();
    cache.invalidate('other');
    cache.put('a', row, since, 1);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.put('a', row, cache.begin(), 1);
    expect(cache.get('a', 1)).toEqual(row);
    expect(cache.get('a', 1 + 60_001)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ maxEntries: 2 });
    (cache as unknown as { listening: boolean }).listening = true;
    const row = { userId: 'u', currentRole: 'r', createdAt: 0, lastSeenAt: 0 };
    for (const id of ['a', 'b', 'c']) cache.put(id, row, cache.begin(), 1);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toEqual(row);
  });
});

describe('sessions in memory on the test database', () => {
  let t: TestDb;
  let stop: () => Promise<void>;
  let store: SessionStore;
  let count: () => number;

  beforeAll(async () => {
    t = await openTestDb();
    if (t.fresh) {
      await migrate(t.db);
      await seed(t.db, 'demo', BUSINESS_DATE);
    }
    const c = counting(t.db);
    count = c.count;
    store = new SessionStore(c.db);
    stop = await store.listen();
  });
  afterAll(async () => {
    await stop();
    await t.dispose();
  });

  it('reads a session from the database once, then from memory', async () => {
    const now = Date.now();
    const s = await store.create(now, { userId: 'c1_op', role: 'ROLE_OPERATOR' });
    await store.load(s.sid, now);
    const before = count();
    for (let i = 0; i < 5; i += 1) expect((await store.load(s.sid, now + i))?.userId).toBe('c1_op');
    expect(count()).toBe(before);
  });

  it('refuses a session ended by SQL elsewhere (a key rebinding) within a second', async () => {
    const now = Date.now();
    const s = await store.create(now, { userId: 's1_op', role: 'ROLE_OPERATOR' });
    expect(await store.load(s.sid, now)).not.toBeNull();
    await t.db.transaction((tx) => endUserSessions(tx, 's1_op', null));
    expect(await refusedWithin(store, s.sid, 1000)).toBeLessThan(1000);
  });

  it('refuses at once on this server the sessions a request of its own ended (before the notification is back)', async () => {
    const now = Date.now();
    const s = await store.create(now, { userId: 's1_dir', role: 'ROLE_DIRECTOR' });
    expect(await store.load(s.sid, now)).not.toBeNull();
    expect(await t.db.transaction((tx) => endUserSessions(tx, 's1_dir', null))).toBeGreaterThan(0);
    expect(await store.load(s.sid, now)).toBeNull();
  });

  it('sees a role changed by SQL elsewhere', async () => {
    const now = Date.now();
    const s = await store.create(now, { userId: 's2_op', role: 'ROLE_OPERATOR' });
    await store.load(s.sid, now);
    await t.db.query('UPDATE session SET active_role = $2 WHERE session_id = $1', [digest(s.sid), 'ROLE_QUERY']);
    const start = Date.now();
    while ((await store.load(s.sid, Date.now()))?.currentRole !== 'ROLE_QUERY') {
      expect(Date.now() - start).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 10));
    }
  });

  it('writes the idle clock at most once a minute, and an idle session still ends', async () => {
    const t0 = Date.now();
    const s = await store.create(t0, { userId: 's3_op', role: 'ROLE_OPERATOR' });
    const lastSeen = async () =>
      Number((await t.db.query<{ v: unknown }>('SELECT last_seen_at AS v FROM session WHERE session_id = $1', [digest(s.sid)]))[0]?.v);
    await store.touch((await store.load(s.sid, t0 + 1000))!, t0 + 1000);
    expect(await lastSeen()).toBe(t0);
    const later = t0 + TOUCH_INTERVAL_MS;
    await store.touch((await store.load(s.sid, later))!, later);
    expect(await lastSeen()).toBe(later);
    expect((await store.load(s.sid, later + IDLE_TIMEOUT_MS - 1))?.userId).toBe('s3_op');
    expect(await store.load(s.sid, later + IDLE_TIMEOUT_MS + 1)).toBeNull();
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('two replicas on PostgreSQL', () => {
  let pgs: PgSchema;
  let a: Db;
  let b: Db;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_sess', max: 2, seeded: true });
    a = pgs.db;
    b = await openPgDb({ connectionString: url ?? '', schema: pgs.schema, max: 2 });
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await b.close();
    await pgs.dispose();
  });

  it('a logout on one replica is refused on the other within a second', async () => {
    const storeA = new SessionStore(a);
    const storeB = new SessionStore(b);
    stops.push(await storeA.listen(), await storeB.listen());
    const now = Date.now();
    const s = await storeA.create(now, { userId: 'c1_dir', role: 'ROLE_DIRECTOR' });
    expect((await storeB.load(s.sid, now))?.userId).toBe('c1_dir');
    await storeA.remove(s.sid);
    expect(await refusedWithin(storeB, s.sid, 1000)).toBeLessThan(1000);
  });

  it('a replica whose listening connection drops forgets what it held, and listens again', async () => {
    const counted = counting(b);
    const store = new SessionStore(counted.db);
    stops.push(await store.listen());
    const now = Date.now();
    const s = await store.create(now, { userId: 'c1_final', role: 'ROLE_FINAL_REVIEW' });
    await store.load(s.sid, now);
    await pgs.admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN scf_session' AND pid <> pg_backend_pid()`);
    // While it is down (and after), a session ended meanwhile is never served from memory.
    await pgs.admin.query(`DELETE FROM ${pgs.schema}.session WHERE session_id = $1`, [digest(s.sid)]);
    expect(await refusedWithin(store, s.sid, 1000)).toBeLessThan(1000);
    const s2 = await store.create(Date.now(), { userId: 'c1_final', role: 'ROLE_FINAL_REVIEW' });
    await new Promise((r) => setTimeout(r, 1500));
    await store.load(s2.sid, Date.now());
    // Listening again: the second read is from memory.
    const before = counted.count();
    expect((await store.load(s2.sid, Date.now()))?.userId).toBe('c1_final');
    expect(counted.count()).toBe(before);
    await pgs.admin.query(`DELETE FROM ${pgs.schema}.session WHERE session_id = $1`, [digest(s2.sid)]);
    expect(await refusedWithin(store, s2.sid, 1000)).toBeLessThan(1000);
  });
});
