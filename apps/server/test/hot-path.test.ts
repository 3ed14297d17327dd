/**
 * Issue 34 item 3: what a signed, authenticated read costs the database. The guard keeps what it derives for a session
 * (the actor, the granted menus, a product's availability) with the cached session, and the nonce claims of one turn
 * of the event loop go as one statement, so a signed read of a cached session sends its nonce and the handler's own
 * statements, nothing else. Whatever changes access drops what was derived, at once on this server (access-writes.ts)
 * and by notification on the others (migration 0075), so a cached fact never outlives its rows.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, limitEndpoints } from '@scf/api/contract';
import { writesAccess } from '../src/platform/db/access-writes';
import type { Db } from '../src/platform/db/db';
import { NonceStore } from '../src/platform/security/nonce-store';
import { ACCESS_CHANGED, SessionCache } from '../src/platform/security/session-cache';
import type { TestClient } from './helpers/test-client';
import { newNonce } from './helpers/test-client';
import { statementsOf as countStatements } from './helpers/statements-of';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();
let c: TestClient;

/** Every statement the server sends while `fn` runs (also those inside transactions). */
const statementsOf = (fn: () => Promise<unknown>) => countStatements(server, fn);

const userInfo = () => c.callEndpoint(authEndpoints.userInfo);
const lines = () => c.callEndpoint(limitEndpoints.lines);
const ok = async (call: () => ReturnType<TestClient['callEndpoint']>) => {
  const res = await call();
  expect([res.status, res.body.code]).toEqual([200, '0']);
  return res;
};

beforeAll(async () => {
  c = server.client();
  await c.login('c1_op');
});

/**
 * Until this server has heard every notification sent before now. On PostgreSQL a write's NOTIFY reaches the listener
 * some time after its commit (under load, after the next request); notifications arrive in commit order, so a marker
 * sent last and heard means the earlier ones were heard too. The marker names no session: it drops nothing.
 */
async function notificationsHeard() {
  const marker = `heard-${randomUUID()}`;
  const spy = vi.spyOn(SessionCache.prototype, 'invalidate');
  try {
    await server.db.query('SELECT pg_notify($1, $2)', ['scf_session', marker]);
    await expect.poll(() => spy.mock.calls.some(([id]) => id === marker), { timeout: 30_000 }).toBe(true);
  } finally {
    spy.mockRestore();
  }
}

// Each test starts with the notifications of the tests before it heard.
beforeEach(notificationsHeard);

describe('a signed read of a cached session', () => {
  it('sends one statement, its nonce: userInfo’s profile is kept with the session (the first read sends it)', async () => {
    await server.db.query("UPDATE app_user SET mobile = mobile WHERE user_name = 'c1_op'");
    await notificationsHeard();
    // After an access change the first read loads what the session keeps again (the actor, the profile) …
    const first = await statementsOf(() => ok(userInfo));
    expect(first.filter((s) => /^SELECT u\.mobile/.test(s))).toHaveLength(1);
    // … and the next ones only claim their nonce.
    const sent = await statementsOf(() => ok(userInfo));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^INSERT INTO request_nonce/);
  });

  it('reads no actor, grant or product of a menu route again: only the nonce and the handler’s statements', async () => {
    await ok(lines);
    const first = await statementsOf(() => ok(lines));
    expect(first[0]).toMatch(/^INSERT INTO request_nonce/);
    // The guard's own reads (actor.ts, granted-menus.ts, product-availability.ts) are not among them.
    const guards =
      /JOIN user_role r ON r\.user_id = u\.user_id AND r\.role_code|\brole_menu\b|\bsys_config\b|SELECT 1 FROM corp_product WHERE corp_id = \$1 AND/;
    expect(first.filter((s) => guards.test(s))).toEqual([]);
    // The same count every time: nothing of the guard comes back.
    expect(await statementsOf(() => ok(lines))).toHaveLength(first.length);
  });
});

describe('what the guard derived goes as soon as access changes', () => {
  it('a role taken from the user: refused at once (401); given back: served', async () => {
    await ok(userInfo);
    const [role] = await server.db.query<{ role_code: string; ukey_code_suffix: string }>(
      `SELECT role_code, ukey_code_suffix FROM user_role
        WHERE user_id = (SELECT user_id FROM app_user WHERE user_name = 'c1_op') AND role_code = 'ROLE_OPERATOR'`,
    );
    expect(role).toBeDefined();
    await server.db.query("DELETE FROM user_role WHERE user_id = (SELECT user_id FROM app_user WHERE user_name = 'c1_op') AND role_code = 'ROLE_OPERATOR'");
    try {
      expect((await userInfo()).status).toBe(401);
    } finally {
      await server.db.query(
        "INSERT INTO user_role (user_id, role_code, ukey_code_suffix) SELECT user_id, 'ROLE_OPERATOR', $1 FROM app_user WHERE user_name = 'c1_op'",
        [role!.ukey_code_suffix],
      );
    }
    await ok(userInfo);
  });

  it('a page no longer granted to the role: refused at once (403); granted again: served', async () => {
    await ok(lines);
    const grants = await server.db.query<Record<string, unknown>>(
      "SELECT rm.* FROM role_menu rm JOIN menu m ON m.menu_id = rm.menu_id WHERE m.path = '/my/limit/query'",
    );
    expect(grants.length).toBeGreaterThan(0);
    await server.db.query("DELETE FROM role_menu WHERE menu_id IN (SELECT menu_id FROM menu WHERE path = '/my/limit/query')");
    try {
      expect((await lines()).status).toBe(403);
    } finally {
      for (const g of grants) {
        const cols = Object.keys(g);
        await server.db.query(
          `INSERT INTO role_menu (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          cols.map((k) => g[k]),
        );
      }
    }
    await ok(lines);
  });

  it('a user disabled by SQL: refused at once (401)', async () => {
    const other = await server.login('c1_dir');
    await ok(() => other.callEndpoint(authEndpoints.userInfo));
    await server.db.query("UPDATE app_user SET status = 'DISABLED' WHERE user_name = 'c1_dir'");
    try {
      expect((await other.callEndpoint(authEndpoints.userInfo)).status).toBe(401);
    } finally {
      await server.db.query("UPDATE app_user SET status = 'ACTIVE' WHERE user_name = 'c1_dir'");
    }
  });
});

describe('userInfo’s kept profile goes as soon as what it shows changes', () => {
  const c1op = "(SELECT user_id FROM app_user WHERE user_name = 'c1_op')";
  const info = async () => (await ok(userInfo)).body.data as Record<string, unknown>;

  it('a new mobile, name or whitelist flag of the person: seen on the next request', async () => {
    const [before] = await server.db.query<{ mobile: string; person_name: string }>(`SELECT mobile, person_name FROM app_user WHERE user_id = ${c1op}`);
    const was = await info();
    await server.db.query(
      `UPDATE app_user SET mobile = '13900009999', person_name = '改名后', is_edt_whitelist = NOT is_edt_whitelist WHERE user_id = ${c1op}`,
    );
    try {
      const now = await info();
      expect([now.mobile, now.personName, now.isEDTWhitelist]).toEqual(['139****9999', '改名后', !was.isEDTWhitelist]);
      // Only the mobile changed: still seen (migration 0077).
      await server.db.query(`UPDATE app_user SET mobile = '13900008888' WHERE user_id = ${c1op}`);
      expect((await info()).mobile).toBe('139****8888');
    } finally {
      await server.db.query(`UPDATE app_user SET mobile = $1, person_name = $2, is_edt_whitelist = NOT is_edt_whitelist WHERE user_id = ${c1op}`, [
        before!.mobile,
        before!.person_name,
      ]);
    }
    expect(await info()).toEqual(was);
  });

  it('a role given to the person, the corporation’s realname state: seen on the next request', async () => {
    const was = await info();
    expect(was.authorities).not.toContain('ROLE_DIRECTOR');
    await server.db.query(`INSERT INTO user_role (user_id, role_code, ukey_code_suffix) SELECT ${c1op}, 'ROLE_DIRECTOR', '0000'`);
    try {
      const now = (await info()).authorities as string[];
      expect([...now].sort()).toEqual([...(was.authorities as string[]), 'ROLE_DIRECTOR'].sort());
    } finally {
      await server.db.query(`DELETE FROM user_role WHERE user_id = ${c1op} AND role_code = 'ROLE_DIRECTOR'`);
    }
    expect(await info()).toEqual(was);
    await server.db.query(`UPDATE corp SET authenticated = NOT authenticated WHERE corp_id = (SELECT corp_id FROM app_user WHERE user_id = ${c1op})`);
    try {
      expect((await info()).isCorpAuthenticated).toBe(!was.isCorpAuthenticated);
    } finally {
      await server.db.query(`UPDATE corp SET authenticated = NOT authenticated WHERE corp_id = (SELECT corp_id FROM app_user WHERE user_id = ${c1op})`);
    }
  });

  it('the access notification of another replica drops the kept profile too', async () => {
    await ok(userInfo);
    expect(await statementsOf(() => ok(userInfo))).toHaveLength(1);
    await server.db.query("SELECT pg_notify('scf_session', '*')");
    // The notification comes on the listener's own connection: once it is heard, the next read loads the profile again.
    await notificationsHeard();
    const sent = await statementsOf(() => ok(userInfo));
    expect(sent.some((s) => /^SELECT u\.mobile/.test(s))).toBe(true);
  });
});

describe('nonce claims in one statement per turn', () => {
  it('twenty reads at once: all served, their nonces stored in fewer statements than reads', async () => {
    await ok(userInfo);
    let results: Array<Awaited<ReturnType<typeof userInfo>>> = [];
    const sent = await statementsOf(async () => {
      results = await Promise.all(Array.from({ length: 20 }, () => userInfo()));
    });
    expect(results.map((r) => r.body.code)).toEqual(Array(20).fill('0'));
    const claims = sent.filter((s) => s.startsWith('INSERT INTO request_nonce'));
    expect(claims.length).toBeGreaterThanOrEqual(1);
    expect(claims.length).toBeLessThan(20);
  });

  it('the same nonce twenty times at once: exactly one served, the others refused as replays', async () => {
    const nonce = newNonce();
    const results = await Promise.all(Array.from({ length: 20 }, () => c.callEndpoint(authEndpoints.userInfo, {}, { nonce })));
    expect(results.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'REPLAY')).toHaveLength(19);
    // And later, from the table.
    expect((await c.callEndpoint(authEndpoints.userInfo, {}, { nonce })).body.code).toBe('REPLAY');
  });
});

describe('the session cache’s derived facts', () => {
  it('the access notification (another replica’s change) drops every derived fact but keeps the sessions', async () => {
    let handlers: Parameters<Db['listen']>[1] | undefined;
    const db = { kind: 'postgres', listen: async (_channel: string, h: Parameters<Db['listen']>[1]) => ((handlers = h), async () => {}) } as unknown as Db;
    const cache = new SessionCache();
    await cache.attach(db);
    handlers!.onListening();
    const row = { userId: 'u', currentRole: 'r', createdAt: 0, lastSeenAt: 0 };
    cache.put('s1', row, cache.begin(), 0);
    cache.putDerived('s1', 'actor', { userId: 'u' }, cache.begin());
    expect(cache.derived('s1', 'actor', 0)).toEqual({ userId: 'u' });
    handlers!.onMessage(ACCESS_CHANGED);
    expect(cache.derived('s1', 'actor', 0)).toBeUndefined();
    expect(cache.get('s1', 0)).toEqual(row);
    // A fact read while a notification came in is not kept.
    const since = cache.begin();
    handlers!.onMessage(ACCESS_CHANGED);
    cache.putDerived('s1', 'actor', { userId: 'stale' }, since);
    expect(cache.derived('s1', 'actor', 0)).toBeUndefined();
  });

  it('PostgreSQL writes to the access tables are told in process at once; other writes are not', () => {
    expect(writesAccess("UPDATE app_user SET status = 'DISABLED' WHERE user_id = $1")).toBe(true);
    expect(writesAccess('DELETE FROM user_role WHERE user_id = $1')).toBe(true);
    expect(writesAccess('INSERT INTO corp_product (corp_id, product_code) VALUES ($1, $2)')).toBe(true);
    expect(writesAccess('UPDATE corp c SET realname_state = $2 WHERE c.corp_id = $1')).toBe(true);
    expect(writesAccess('INSERT INTO request_nonce (nonce, expires_at) VALUES ($1, $2)')).toBe(false);
    expect(writesAccess('UPDATE corp_users_x SET a = 1')).toBe(false);
    expect(writesAccess('SELECT * FROM app_user')).toBe(false);
  });
});

describe('NonceStore batches', () => {
  /** A database that stores nonces in a set, counting statements, or fails every statement. */
  const fakeDb = (fail = false) => {
    const stored = new Set<string>();
    let statements = 0;
    const query = async (_sql: string, params: readonly unknown[] = []) => {
      statements += 1;
      if (fail) throw new Error('connection lost');
      const nonces = (Array.isArray(params[0]) ? params[0] : [params[0]]) as string[];
      return nonces.filter((n) => !stored.has(n) && (stored.add(n), true)).map((nonce) => ({ nonce }));
    };
    return { db: { query } as unknown as Db, statements: () => statements };
  };

  it('claims of one turn go as one statement; within it and after it, a nonce passes once', async () => {
    const { db, statements } = fakeDb();
    const store = new NonceStore(db);
    const firstTurn = await Promise.all(['a', 'b', 'a', 'c'].map((n) => store.claim(n, 0)));
    expect(firstTurn).toEqual([true, true, false, true]);
    expect(statements()).toBe(1);
    expect(await Promise.all([store.claim('b', 0), store.claim('d', 0)])).toEqual([false, true]);
    expect(statements()).toBe(2);
  });

  it('a failed statement fails every claim of its batch (none is taken as fresh)', async () => {
    const store = new NonceStore(fakeDb(true).db);
    const claims = ['a', 'b'].map((n) => store.claim(n, 0));
    for (const claim of claims) await expect(claim).rejects.toThrow('connection lost');
  });
});
