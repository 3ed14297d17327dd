import { describe, expect, it } from 'vitest';
import { CONFIG_KEY, COOKIE, HEADER, authEndpoints, configEndpoints } from '@scf/api/contract';
import { sweepSmsCodes } from '../../src/modules/auth';
import { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

const count = async (table: string) => Number((await server.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe('anonymous visitors cost no rows (finding 8)', () => {
  it('stores no session and no nonce for 100 anonymous page loads with the login page’s public reads', async () => {
    const [sessions, nonces] = [await count('session'), await count('request_nonce')];
    for (let i = 0; i < 100; i++) {
      const visitor = new TestClient(server.app, server.clock);
      const page = await visitor.page('/cv3/login/login');
      expect(page.statusCode).toBe(200);
      expect((await visitor.callEndpoint(configEndpoints.platform, { body: { configKey: CONFIG_KEY.platform } })).status).toBe(200);
      expect((await visitor.callEndpoint(authEndpoints.publicKeys)).status).toBe(200);
    }
    expect(await count('session')).toBe(sessions);
    expect(await count('request_nonce')).toBe(nonces);
  });

  it('still binds the anti-forgery token to the visitor: a login with another visitor’s token is refused, with its own it works', async () => {
    const [a, b] = [new TestClient(server.app, server.clock), new TestClient(server.app, server.clock)];
    await a.page('/cv3/login/login');
    await b.page('/cv3/login/login');
    const { kid, cipher } = await a.encryptPassword('Demo@2025a');
    const stolen = b.cookies.get(COOKIE.xsrf) ?? '';
    // b's token in the header and a's cookie pair do not match a's session: refused before any password is checked.
    const forged = await a.callEndpoint(authEndpoints.login, { body: { username: 's1_op', password: cipher, kid } }, { headers: { [HEADER.xsrf]: stolen } });
    expect(forged.status).toBe(403);
    const sessions = await count('session');
    expect(await a.login('s1_op')).toMatch(/^\/credit\//);
    // The login stored exactly one session: the user's.
    expect(await count('session')).toBe(sessions + 1);
  });
});

describe('every table that grows has a sweep (finding 8)', () => {
  it('drops login attempts, SMS codes and send slots once they no longer count', async () => {
    const now = server.clock.now();
    const day = 24 * 60 * 60_000;
    await server.db.query(
      'INSERT INTO login_attempt (user_name, failures, window_start, locked_until) VALUES ($1, 3, $2, NULL), ($3, 5, $2, $4), ($5, 1, $6, NULL)',
      ['old_name', now - 2 * 60 * 60_000, 'locked_name', now + 60_000, 'fresh_name', now - 60_000],
    );
    await server.db.query(
      "INSERT INTO sms_outbox (sms_id, mobile, scene, code, sent_at, expires_at) VALUES ('old-sms', '13900009999', 'LOGIN', '123456', $1, $2), ('new-sms', '13900009998', 'LOGIN', '654321', $3, $4)",
      [now - 2 * day, now - 2 * day + 300_000, now, now + 300_000],
    );
    await server.db.query("INSERT INTO sms_throttle (mobile, last_sent_at) VALUES ('13900009999', $1), ('13900009998', $2)", [now - 2 * day, now]);

    await server.app.services.throttle.sweep(now);
    await sweepSmsCodes(server.db, now);

    const names = (await server.db.query<{ user_name: string }>("SELECT user_name FROM login_attempt WHERE user_name LIKE '%_name' ORDER BY user_name")).map(
      (r) => r.user_name,
    );
    expect(names).toEqual(['fresh_name', 'locked_name']);
    expect((await server.db.query<{ sms_id: string }>("SELECT sms_id FROM sms_outbox WHERE sms_id IN ('old-sms', 'new-sms')")).map((r) => r.sms_id)).toEqual([
      'new-sms',
    ]);
    expect(
      (await server.db.query<{ mobile: string }>("SELECT mobile FROM sms_throttle WHERE mobile IN ('13900009999', '13900009998')")).map((r) => r.mobile),
    ).toEqual(['13900009998']);
  });
});
