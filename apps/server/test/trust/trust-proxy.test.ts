import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server';

// Issue 26 item 7: behind TLS at a proxy the server believed every X-Forwarded-For (`trustProxy: true`), so a client
// chose its own address by writing the left-most entry, and every per-client limit was one header away. TRUST_PROXY
// now names the proxies (here: one hop): the client is the address that proxy saw.
const server = useTestServer({ trustProxyTls: true, trustProxy: 1 });

describe('per-client limits behind a proxy (issue 26 item 7)', () => {
  it('counts spoofed X-Forwarded-For logins under the address the trusted proxy saw', async () => {
    const c = server.client();
    await c.page();
    const { kid, cipher } = await c.encryptPassword('Wrong@2025x');
    for (let i = 1; i <= 5; i++) {
      const res = await c.call(
        'POST',
        '/uaa/login',
        { username: `proxy${i}`, password: cipher, kid },
        { headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` } },
      );
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
    const keys = await server.db.query<{ rate_key: string; hits: number }>("SELECT rate_key, hits FROM client_rate WHERE rate_key LIKE 'login-failure|%'");
    expect(keys).toEqual([{ rate_key: 'login-failure|198.51.100.7', hits: 5 }]);
  });

  it('takes the socket’s address when nothing is forwarded', async () => {
    const c = server.client();
    await c.page();
    const { kid, cipher } = await c.encryptPassword('Wrong@2025x');
    expect((await c.call('POST', '/uaa/login', { username: 'direct1', password: cipher, kid })).body.code).toBe('BAD_CREDENTIALS');
    const keys = await server.db.query<{ rate_key: string }>("SELECT rate_key FROM client_rate WHERE rate_key LIKE 'login-failure|%' ORDER BY rate_key");
    expect(keys.map((k) => k.rate_key)).toEqual(['login-failure|127.0.0.1', 'login-failure|198.51.100.7']);
  });
});
