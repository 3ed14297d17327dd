import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@scf/api/contract';
import { newNonce } from './helpers/test-client';
import type { CallOptions, TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();
let c: TestClient;

/** How many times a user has confirmed a notice: the side effect every rejected request must not have. */
async function readCount(noticeId: string, userId: string): Promise<number> {
  const rows = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM notice_read WHERE notice_id = $1 AND user_id = $2', [noticeId, userId]);
  return Number(rows[0]?.n);
}

const markRead = (noticeId: string, o?: CallOptions) => c.call('POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId }, o);

beforeAll(async () => {
  c = server.client();
  await c.login('s1_op');
});

describe('anti-forgery (security.md §1.2)', () => {
  it('rejects a missing token, another session’s token, a cross-site request and text/plain, writing nothing', async () => {
    const other = server.client();
    await other.login('s2_op');
    const foreign = other.cookies.get(COOKIE.xsrf)!;
    const variants: Array<[string, CallOptions, number, string]> = [
      ['no token', { noXsrf: true }, 403, 'XSRF'],
      ['foreign token in header', { headers: { 'x-xsrf-token': foreign } }, 403, 'XSRF'],
      [
        'foreign token in header and cookie',
        { headers: { 'x-xsrf-token': foreign, cookie: `${COOKIE.session}=${c.cookies.get(COOKIE.session)}; ${COOKIE.xsrf}=${foreign}` } },
        403,
        'XSRF',
      ],
      [
        'forged token',
        { headers: { 'x-xsrf-token': 'abc.def', cookie: `${COOKIE.session}=${c.cookies.get(COOKIE.session)}; ${COOKIE.xsrf}=abc.def` } },
        403,
        'XSRF',
      ],
      ['cross-site', { headers: { 'sec-fetch-site': 'cross-site' } }, 403, 'CROSS_SITE'],
      ['foreign origin', { headers: { origin: 'https://evil.example' } }, 403, 'CROSS_SITE'],
      ['text/plain', { contentType: 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['form post', { contentType: 'application/x-www-form-urlencoded' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [name, options, status, code] of variants) {
      const res = await markRead('N0001', options);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status, code });
    }
    expect(await readCount('N0001', 's1_op')).toBe(0);
    expect((await markRead('N0001')).body.code).toBe('0');
    expect(await readCount('N0001', 's1_op')).toBe(1);
  });

  it('accepts the same-origin Origin header', async () => {
    const res = await c.call('POST', '/uaa/v1/userInfo', undefined, { headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' } });
    expect(res.body.code).toBe('0');
  });

  it('protects the login form too: no anti-forgery token, no login', async () => {
    const fresh = server.client();
    const { kid, cipher } = await fresh.encryptPassword('Demo@2025a');
    const res = await fresh.call('POST', '/uaa/login', { username: 's3_op', password: cipher, kid }, { noXsrf: true });
    expect(res.body.code).toBe('XSRF');
  });
});

describe('request integrity (security.md §1.8, §1.9)', () => {
  it('rejects a body changed after signing with 400 SIGN_MISMATCH and no effect', async () => {
    const signed = JSON.stringify({ noticeId: 'N0002' });
    const flipped = signed.replace('N0002', 'N0003');
    const res = await c.call('POST', '/v1/xugong/corp/sys/notices/person-rel-add', undefined, { raw: flipped, signBody: signed });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SIGN_MISMATCH');
    expect(await readCount('N0003', 's1_op')).toBe(0);
  });

  it('signs the query too', async () => {
    const d = server.client();
    await d.login('c1_op');
    expect((await d.call('GET', '/v1/credits/issue/issuers?b=2&a=1')).body.code).toBe('0');
    const res = await d.call('GET', '/v1/credits/issue/issuers?b=2&a=1', undefined, { headers: { 'x-sign': '0'.repeat(32) } });
    expect(res.body.code).toBe('SIGN_MISMATCH');
  });

  it('accepts a timestamp 299 s off and rejects 301 s, both ways', async () => {
    for (const skew of [299_000, -299_000]) expect((await c.call('POST', '/uaa/v1/userInfo', undefined, { skewMs: skew })).body.code).toBe('0');
    for (const skew of [301_000, -301_000]) {
      const res = await c.call('POST', '/uaa/v1/userInfo', undefined, { skewMs: skew });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CLOCK_SKEW');
      expect(Number(res.headers['x-server-time'])).toBe(server.clock.now());
    }
  });

  it('answers a replayed nonce with 409 REPLAY and applies the request once', async () => {
    const nonce = newNonce();
    const first = await markRead('N0002', { nonce });
    const second = await markRead('N0002', { nonce });
    expect(first.body.code).toBe('0');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('REPLAY');
    expect(await readCount('N0002', 's1_op')).toBe(1);
  });

  it('lets exactly one of 20 concurrent copies of a request through', async () => {
    const nonce = newNonce();
    const results = await Promise.all(Array.from({ length: 20 }, () => c.call('POST', '/uaa/v1/userInfo', undefined, { nonce })));
    expect(results.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'REPLAY')).toHaveLength(19);
  });

  it('sweeps nonces once they can no longer pass the timestamp check (kept at most 600 s)', async () => {
    await c.call('POST', '/uaa/v1/userInfo');
    expect(await server.app.services.nonces.count()).toBeGreaterThan(0);
    server.clock.advance(300_500);
    await server.app.services.nonces.sweep(server.clock.now());
    // Nonces sent with a timestamp up to 299 s ahead are still replayable inside their window.
    expect(await server.app.services.nonces.count()).toBeGreaterThan(0);
    server.clock.advance(300_000);
    await server.app.services.nonces.sweep(server.clock.now());
    expect(await server.app.services.nonces.count()).toBe(0);
    await c.login('s1_op');
  });

  it('requires X-System-Type CORP_WEB and a 32-hex nonce', async () => {
    expect((await c.call('POST', '/uaa/v1/userInfo', undefined, { headers: { 'x-system-type': 'APP' } })).body.code).toBe('BAD_REQUEST');
    expect((await c.call('POST', '/uaa/v1/userInfo', undefined, { nonce: 'not-a-nonce' })).body.code).toBe('BAD_REQUEST');
  });

  it('rejects unknown fields (strict schemas) and malformed JSON', async () => {
    expect((await markRead('N0003', { raw: JSON.stringify({ noticeId: 'N0003', extra: 1 }) })).body.code).toBe('BAD_REQUEST');
    expect((await markRead('N0003', { raw: '{"noticeId":' })).body.code).toBe('BAD_REQUEST');
    expect(await readCount('N0003', 's1_op')).toBe(0);
  });
});

describe('response headers', () => {
  it('sends no-store, nosniff, JSON with charset, frame protection and the server time on API responses', async () => {
    const res = await c.call('POST', '/uaa/v1/userInfo');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(Number(res.headers['x-server-time'])).toBe(server.clock.now());
  });

  it('answers an unknown API path with the envelope and 404', async () => {
    const res = await c.call('POST', '/v1/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', data: null });
  });
});
