import { describe, expect, it } from 'vitest';
import { creditEndpoints, fillPath } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import { API_ROUTES } from '../src/server-modules';
import type { CallOptions, TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

/** A URL of the endpoint with every path parameter filled (the checks run before any parameter is looked up). */
const urlOf = (e: AnyEndpoint) => fillPath(e.path, Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'X1'])));
const name = (e: AnyEndpoint) => `${e.method} ${e.path}`;
const protectedRoutes = API_ROUTES.filter((r) => r.access !== 'public');
const postRoutes = API_ROUTES.filter((r) => r.endpoint.method === 'POST' && r.xsrf !== false);

describe('route table', () => {
  it('declares an access rule on every route and keeps config, dictionaries and keys public', () => {
    expect(API_ROUTES.length).toBeGreaterThan(20);
    for (const r of API_ROUTES) expect(r.access).toBeDefined();
    const publicUrls = API_ROUTES.filter((r) => r.access === 'public').map((r) => r.endpoint.path);
    expect(publicUrls).toEqual(
      expect.arrayContaining([
        '/uaa/v1/security/public-keys',
        '/uaa/login',
        '/v1/sys/configs/find-by-config-key',
        '/api/web/corp/v1/sys/dict-datas/list-by-dict-types',
      ]),
    );
    // Only read-only public calls may skip the anti-forgery token.
    for (const r of API_ROUTES.filter((x) => x.xsrf === false)) expect(r.access).toBe('public');
  });

  it.each(protectedRoutes.map((r) => [name(r.endpoint), r] as const))('%s rejects an anonymous caller with 401', async (_n, route) => {
    const anon = server.client();
    await anon.page();
    // An upload route takes multipart only (anything else is 415 before the session is looked at).
    const upload = route.endpoint.multipart ? { raw: '', contentType: 'multipart/form-data; boundary=x' } : {};
    const res = await anon.call(route.endpoint.method, urlOf(route.endpoint), route.endpoint.method === 'POST' ? {} : undefined, upload);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  // One logged-in session for every route (a login per route passes the per-client login limit as routes are added):
  // a call without the bearer token is refused before it reaches the session, so sharing it is sound.
  let loggedIn: Promise<TestClient> | null = null;
  const loggedInClient = () =>
    (loggedIn ??= (async () => {
      const c = server.client();
      await c.login('c1_op');
      return c;
    })());

  it.each(protectedRoutes.map((r) => [name(r.endpoint), r] as const))('%s rejects a logged-in caller without the bearer token', async (_n, route) => {
    if (route.bearer === false && route.link === true) {
      // Download and snapshot links the browser follows: a GET that reads, authorized by the session cookie.
      expect(route.endpoint.method).toBe('GET');
      return;
    }
    if (route.bearer === false) {
      // The token call itself is exempt by design; it still needs the logged-in session (previous test).
      expect(route.endpoint.path).toBe('/uaa/v1/security/token');
      return;
    }
    const c = await loggedInClient();
    const upload = route.endpoint.multipart ? { raw: '', contentType: 'multipart/form-data; boundary=x' } : {};
    const res = await c.call(route.endpoint.method, urlOf(route.endpoint), route.endpoint.method === 'POST' ? {} : undefined, { ...upload, noToken: true });
    expect(res.status).toBe(401);
  });

  // One pair of sessions for every route: a login per route would take the whole table past the per-client login
  // limit (CLIENT_LIMITS) as routes are added. A forged variant must change no session, so sharing them is sound.
  let pair: Promise<[TestClient, TestClient]> | null = null;
  const sessions = () =>
    (pair ??= (async () => {
      const c = server.client();
      await c.login('c1_op');
      const other = server.client();
      await other.login('c2_op');
      return [c, other] as [TestClient, TestClient];
    })());
  it.each(postRoutes.map((r) => [r.endpoint.path, r] as const))('POST %s accepts no forged variant', async (_n, route) => {
    const [c, other] = await sessions();
    const before = await server.db.query('SELECT session_id, active_role, user_id FROM session ORDER BY session_id');
    const variants: CallOptions[] = [
      { noXsrf: true },
      { headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN')! } },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { contentType: 'text/plain' },
    ];
    for (const v of variants) {
      const res = await c.call('POST', urlOf(route.endpoint), {}, v);
      expect([403, 415]).toContain(res.status);
    }
    const after = await server.db.query('SELECT session_id, active_role, user_id FROM session ORDER BY session_id');
    expect(after).toEqual(before);
  });
});

describe('authorization by granted menu (security.md §1.10)', () => {
  it('lets a core operator list issuers (C1 acts for C1 and C2) and refuses roles without the issue page', async () => {
    const op = server.client();
    await op.login('c1_op');
    const ok = await op.callEndpoint(creditEndpoints.issuers);
    expect(ok.body.data).toEqual([
      { corpId: 'C1', corpName: '徐州示例重工集团有限公司', limitId: 'L1', available: '22640000.00' },
      { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司', limitId: 'SL-L1-C2', available: '19500000.00' },
    ]);
    for (const user of ['c1_dir', 's1_op', 'f1_cm']) {
      const c = server.client();
      await c.login(user);
      const res = await c.callEndpoint(creditEndpoints.issuers);
      expect({ user, status: res.status, code: res.body.code }).toEqual({ user, status: 403, code: 'FORBIDDEN' });
    }
    await op.call('POST', '/uaa/v1/security/switch-role', { roleCode: 'ROLE_QUERY' });
    expect((await op.callEndpoint(creditEndpoints.issuers)).status).toBe(403);
  });

  it('lets a member unit issue only for itself', async () => {
    const c = server.client();
    await c.login('c2_op');
    expect((await c.callEndpoint(creditEndpoints.issuers)).body.data).toEqual([
      { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司', limitId: 'SL-L1-C2', available: '19500000.00' },
    ]);
  });
});
