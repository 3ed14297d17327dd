import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/build-app';
import { BUSINESS_DATE, useTestServer } from '../helpers/test-server';

// Issue 12 finding 9 (source maps, framing, CSP reports, __Host- cookies) and finding 3 (per-client limits).
const server = useTestServer();

describe('what the site serves (finding 9)', () => {
  it('does not serve source maps, while the asset beside them is served', async () => {
    writeFileSync(path.join(server.portalDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    expect((await server.app.inject({ method: 'GET', url: '/cv3/assets/index-abc123.js' })).statusCode).toBe(200);
    for (const url of ['/cv3/assets/index-abc123.js.map', '/cv3/assets/index-abc123.js.MAP']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('sources');
    }
  });

  it('forbids framing on pages and API answers and names a report endpoint', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/cv3/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('accepts CSP reports without a session, refuses big ones and limits each client', async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'https://x/cv3/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'eval' } });
    const send = (payload: string, type = 'application/csp-report') =>
      server.app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': type }, payload });
    expect((await send(report)).statusCode).toBe(204);
    expect((await send(JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]), 'application/reports+json')).statusCode).toBe(204);
    expect((await send('x'.repeat(20_000))).statusCode).toBe(413);
    let last = 0;
    for (let i = 0; i < 40; i++) last = (await send(report)).statusCode;
    expect(last).toBe(429);
  });

  it('names the session cookie __Host-sid under TLS and sid on plain http', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/cv3/' });
    expect(plain.cookies.map((c) => c.name)).toContain('sid');
    const tlsApp = await buildApp({
      db: server.db,
      clock: server.clock,
      businessDate: BUSINESS_DATE,
      portalDir: server.portalDir,
      sweepIntervalMs: 0,
      trustProxyTls: true,
    });
    try {
      const res = await tlsApp.inject({ method: 'GET', url: '/cv3/', headers: { 'x-forwarded-proto': 'https' } });
      const sid = res.cookies.find((c) => c.name === '__Host-sid');
      expect(sid).toMatchObject({ path: '/', secure: true, httpOnly: true });
      expect(sid && 'domain' in sid && sid.domain).toBeFalsy();
      expect(res.cookies.map((c) => c.name)).not.toContain('sid');
    } finally {
      await tlsApp.close();
    }
  });
});

describe('per-client limits on login and SMS codes (finding 3)', () => {
  it('makes a client that failed 60 logins answer a 图形验证码 before any password is checked (issue 26 item 8: no growing wait)', async () => {
    const c = server.client();
    await c.page();
    const { kid, cipher } = await c.encryptPassword('Wrong@2025x');
    const attempt = (i: number) => c.call('POST', '/uaa/login', { username: `spray${i}`, password: cipher, kid });
    for (let i = 0; i < 60; i++) expect((await attempt(i)).body.code).toBe('BAD_CREDENTIALS');
    expect((await attempt(60)).body.code).toBe('CAPTCHA_REQUIRED');
    expect((await attempt(61)).body.code).toBe('CAPTCHA_REQUIRED');
    // The refused tries never reached the names, and were not counted against the client.
    expect(await server.db.query("SELECT 1 FROM login_attempt WHERE user_name IN ('spray60', 'spray61')")).toEqual([]);
    // Counted in the database, so every replica sees it.
    expect(await server.db.query("SELECT hits FROM client_rate WHERE rate_key LIKE 'login-failure|%'")).toEqual([{ hits: 60 }]);
    // The window ends after 15 minutes, whatever was tried meanwhile.
    server.clock.advance(15 * 60_000 + 1);
    await c.page();
    expect((await attempt(62)).body.code).toBe('BAD_CREDENTIALS');
  });

  it('puts a ceiling on all logins from one client: the plugin counts each try in the database', async () => {
    const rows = await server.db.query<{ hits: number }>("SELECT hits FROM client_rate WHERE rate_key LIKE 'POST /uaa/login|%'");
    expect(rows.length).toBe(1);
    expect(Number(rows[0]?.hits)).toBeGreaterThanOrEqual(1);
    await server.db.query("UPDATE client_rate SET hits = 300 WHERE rate_key LIKE 'POST /uaa/login|%'");
    const c = server.client();
    await c.page();
    const res = await c.tryLogin('s3_op');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^请求过于频繁，请\d+秒后再试$/), data: null });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one client sending codes to many mobiles after 10 in ten minutes', async () => {
    const c = server.client();
    await c.page();
    const send = (i: number) => c.call('POST', '/uaa/v1/verify-code/sms', { mobile: `139${String(i).padStart(8, '0')}`, scene: 'REGISTER' });
    // A malformed request sends nothing and does not count.
    for (let i = 0; i < 5; i++) expect((await c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '123', scene: 'LOGIN' })).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await send(i)).body.code).toBe('0');
    expect((await send(10)).status).toBe(429);
    expect(await server.db.query("SELECT 1 FROM sms_outbox WHERE mobile = '13900000010'")).toEqual([]);
  });
});
