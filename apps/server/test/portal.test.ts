import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, COOKIE, CONFIG_KEY, configEndpoints } from '@scf/api/contract';
import { buildApp } from '../src/build-app';
import { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** What only a real socket's answer carries (the connection's own headers). */
const SOCKET_ONLY = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function nonceOf(csp: string): string {
  const m = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp);
  if (!m?.[1]) throw new Error(`no script nonce in ${csp}`);
  return m[1];
}

describe('index.html and CSP (security.md §1.4)', () => {
  it('gives every response a fresh 128-bit nonce that matches every nonce in the HTML', async () => {
    const a = await get('/cv3/');
    const b = await get('/cv3/');
    const na = nonceOf(String(a.headers['content-security-policy']));
    const nb = nonceOf(String(b.headers['content-security-policy']));
    expect(na).not.toBe(nb);
    expect(Buffer.from(na, 'base64')).toHaveLength(16);
    for (const [res, n] of [
      [a, na],
      [b, nb],
    ] as const) {
      const attrs = [...res.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(attrs.length).toBe(3);
      expect(new Set(attrs)).toEqual(new Set([n]));
      expect(res.body).not.toContain('__CSP_NONCE__');
    }
  });

  it('sends a strict policy, no-store and frame protection with the page', async () => {
    const res = await get('/cv3/login/login');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", `style-src-elem 'self' 'nonce-`]) expect(csp).toContain(part);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('starts an anonymous session with a readable anti-forgery cookie on the page load', async () => {
    const res = await get('/cv3/');
    const cookies = res.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string }>;
    expect(cookies.find((c) => c.name === COOKIE.session)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const xsrf = cookies.find((c) => c.name === COOKIE.xsrf);
    expect(xsrf).toBeDefined();
    expect(xsrf?.httpOnly).toBeFalsy();
  });
});

describe('boot data (issue 9: branding on the first paint)', () => {
  it('puts the platform config and parameters, as their endpoints answer them, into the page head', async () => {
    const client = new TestClient(server.app, server.clock);
    const page = await client.page('/cv3/login/login');
    const block = new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script></head>`).exec(page.body);
    const boot = JSON.parse(block?.[1] ?? 'null') as { platform: unknown; param: unknown } | null;
    const platform = await client.callEndpoint(configEndpoints.platform, { body: { configKey: CONFIG_KEY.platform } });
    const param = await client.callEndpoint(configEndpoints.value);
    expect(platform.status).toBe(200);
    expect(param.status).toBe(200);
    expect(boot).toEqual({ platform: platform.body.data, param: param.body.data, signedIn: false });
  });

  // Issue 28 item 10: the portal asked /uaa/v1/security/token on every anonymous page load and got a 401 each time.
  it('says whether the page’s session is signed in, so a visitor’s portal does not ask for a token', async () => {
    const signedIn = async (c: TestClient) => {
      const page = await c.page('/cv3/credit/todo');
      const block = new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script></head>`).exec(page.body);
      return (JSON.parse(block?.[1] ?? 'null') as { signedIn?: boolean } | null)?.signedIn;
    };
    expect(await signedIn(new TestClient(server.app, server.clock))).toBe(false);
    expect(await signedIn(await server.login('c1_op'))).toBe(true);
  });
});

describe('history mode', () => {
  it('answers a deep link with index.html', async () => {
    const res = await get('/cv3/credit/core/issue/issue?from=menu');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await get('/cv3/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('portal');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/cv3/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed asset when the browser accepts brotli, the plain one otherwise', async () => {
    const br = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("portal")');
    const plain = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("portal")');
  });

  it('answers an asset on the socket (before Fastify) with the very headers Fastify’s route gives it', async () => {
    const app = await buildApp({ db: server.db, clock: server.clock, portalDir: server.portalDir, sweepIntervalMs: 0 });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const viaSocket = await fetch(`${address}/cv3/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
      const viaFastify = await app.inject({ method: 'GET', url: '/cv3/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(viaSocket.status).toBe(200);
      // fetch decompresses: the same file either way.
      expect(await viaSocket.text()).toBe('console.log("portal")');
      const names = (headers: Iterable<string>) =>
        [...headers]
          .map((h) => h.toLowerCase())
          .filter((h) => !SOCKET_ONLY.has(h))
          .sort();
      expect(names(viaSocket.headers.keys())).toEqual(names(Object.keys(viaFastify.headers)));
      for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'cache-control', 'etag', 'content-encoding'])
        expect(viaSocket.headers.get(name), name).toBe(String(viaFastify.headers[name]));
    } finally {
      await app.close();
    }
  });

  it('answers a missing asset with 404, not with the app page', async () => {
    const res = await get('/cv3/static/missing-logo.svg');
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a still-valid anti-forgery cookie on later page loads (API calls in flight carry it)', async () => {
    const c = server.client();
    await c.login('s1_op');
    const xsrf = c.cookies.get(COOKIE.xsrf);
    const page = await c.page('/cv3/credit/chain/index/operator');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(c.cookies.get(COOKIE.xsrf)).toBe(xsrf);
    expect((await c.call('POST', '/v1/sys/holidays/currentYear', { region: '156' })).body.code).toBe('0');
  });

  it('never serves files outside the portal folder', async () => {
    for (const url of ['/cv3/../package.json', '/cv3/%2e%2e/%2e%2e/package.json', '/cv3/..%2f..%2fpackage.json']) {
      const res = await get(url);
      expect(res.body).not.toContain('"name"');
    }
    // A file beside the portal folder, asked for through the assets (memory) and the other files (disk).
    const secret = `${path.basename(server.portalDir)}-secret.js`;
    writeFileSync(path.join(path.dirname(server.portalDir), secret), 'SECRET');
    try {
      for (const url of [
        `/cv3/../${secret}`,
        `/cv3/assets/../../${secret}`,
        `/cv3/assets/%2e%2e/%2e%2e/${secret}`,
        `/cv3/assets/..%2f..%2f${secret}`,
        `/cv3/%2e%2e%2f${secret}`,
      ]) {
        const res = await get(url);
        expect(res.body, url).not.toContain('SECRET');
      }
    } finally {
      rmSync(path.join(path.dirname(server.portalDir), secret));
    }
  });

  it('reads a hashed asset the build wrote after the start from disk', async () => {
    writeFileSync(path.join(server.portalDir, 'assets', 'late-def456.js'), 'console.log("late")');
    const res = await get('/cv3/assets/late-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("late")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects / and /cv3 to /cv3/', async () => {
    for (const url of ['/', '/cv3']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/cv3/');
    }
  });

  it('says clearly when the portal is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'scf-empty-'));
    const app = await buildApp({ db: server.db, clock: server.clock, portalDir: empty, sweepIntervalMs: 0 });
    const res = await app.inject({ method: 'GET', url: '/cv3/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('门户页面尚未构建');
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('GET /uaa/login/success', () => {
  it.each([
    ['/cv3/credit/core/index/operator', '/cv3/credit/core/index/operator'],
    ['/cv3/my/message/index?tab=2#top', '/cv3/my/message/index?tab=2#top'],
    // The contract's rule (security.md §1.5), shared with the portal: only the public register pages loop back.
    ['/cv3/register/identify/index', '/cv3/register/identify/index'],
    ['/cv3/register/register', '/cv3/'],
    ['/cv3/%2F%2Fevil.example', '/cv3/'],
    ['https://evil.example/cv3/', '/cv3/'],
    ['//evil.example/cv3/', '/cv3/'],
    ['/cv3/\\evil', '/cv3/'],
    ['/\\evil.example', '/cv3/'],
    ['javascript:alert(1)', '/cv3/'],
    ['/cv3/login/login', '/cv3/'],
    ['/cv3//evil.example', '/cv3/'],
    ['/api/other', '/cv3/'],
  ])('returnUrl %s goes to %s', async (returnUrl, location) => {
    const res = await get(`/uaa/login/success?returnUrl=${encodeURIComponent(returnUrl)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });
});

describe('health', () => {
  it('answers /healthz without any header', async () => {
    const res = await get('/healthz');
    expect(res.json()).toEqual({ code: '0', message: '', data: 'ok' });
  });

  it('is ready (/readyz) once it hears the session notifications (docs/deploy.md)', async () => {
    const res = await get('/readyz');
    expect([res.statusCode, res.json()]).toEqual([200, { code: '0', message: '', data: 'ready' }]);
  });

  it('lets a browser-like client go from the page to a logged-in call', async () => {
    const c = server.client();
    await c.page('/cv3/login/login');
    await c.login('s2_dir');
    expect((await c.call('POST', '/uaa/v1/userInfo')).body.code).toBe('0');
  });
});
