import { describe, expect, it } from 'vitest';
import { COOKIE, grantedPaths, homePath } from '@scf/api/contract';
import type { CorpType, GrantedMenuTree, RoleCode } from '@scf/api/contract';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../src/platform/security/session-store';
import { SEED_CORPS, SEED_USERS } from '../src/seed/orgs';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();
const client = () => server.client();

describe('login', () => {
  it.each(SEED_USERS.map((u) => [u.userName, u] as const))('%s logs in and every role is granted its home path', async (_name, user) => {
    const c = client();
    const home = await c.login(user.userName);
    const corpType = SEED_CORPS.find((x) => x.corpId === user.corpId)?.corpType as CorpType;
    expect(home).toBe(homePath(corpType, user.roles[0]!.role));
    for (const { role } of user.roles) {
      if (role !== user.roles[0]!.role) expect((await c.call('POST', '/uaa/v1/security/switch-role', { roleCode: role })).body.code).toBe('0');
      const tree = await c.call('POST', '/uaa/v1/security/granted-menu-tree');
      expect(tree.body.code).toBe('0');
      expect(grantedPaths((tree.body.data as GrantedMenuTree).menus)).toContain(homePath(corpType, role as RoleCode));
    }
  });

  it('answers a wrong password and an unknown user alike, without a session', async () => {
    const c = client();
    const wrong = await c.tryLogin('s2_op', 'Wrong@2025a');
    const unknown = await c.tryLogin('nobody_here', 'Wrong@2025a');
    for (const res of [wrong, unknown]) {
      expect(res.body).toEqual({ code: 'BAD_CREDENTIALS', message: '用户名或密码错误', data: null });
    }
    expect((await c.call('POST', '/uaa/v1/security/token')).status).toBe(401);
  });

  it('locks a user name at the fifth failure, says for how long, and refuses even the right password until then', async () => {
    const c = client();
    for (let i = 0; i < 4; i += 1) expect((await c.tryLogin('s3_dir', `Wrong@${i}aaaa`)).body.code).toBe('BAD_CREDENTIALS');
    const locked = { code: 'ACCOUNT_LOCKED', message: '密码错误次数过多，请15分钟后再试', data: null };
    expect((await c.tryLogin('s3_dir', 'Wrong@4aaaa')).body).toEqual(locked);
    expect((await c.tryLogin('s3_dir')).body).toEqual(locked);
    server.clock.advance(10 * 60_000 + 1);
    // The remaining time, rounded up; attempts while locked do not extend the lock.
    expect((await c.tryLogin('s3_dir')).body.message).toBe('密码错误次数过多，请5分钟后再试');
    server.clock.advance(5 * 60_000);
    expect((await c.tryLogin('s3_dir')).body.code).toBe('0');
    // The success cleared the count: one more failure is an ordinary one.
    expect((await c.tryLogin('s3_dir', 'Wrong@5aaaa')).body.code).toBe('BAD_CREDENTIALS');
  });

  it('answers an unknown user name exactly as a locked known one (no enumeration)', async () => {
    const c = client();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push((await c.tryLogin('s1_query', `Wrong@${i}bbbb`)).body);
      unknown.push((await c.tryLogin('no_such_user', `Wrong@${i}bbbb`)).body);
    }
    expect(unknown).toEqual(known);
    expect(known.slice(4)).toEqual([
      { code: 'ACCOUNT_LOCKED', message: '密码错误次数过多，请15分钟后再试', data: null },
      { code: 'ACCOUNT_LOCKED', message: '密码错误次数过多，请15分钟后再试', data: null },
    ]);
    server.clock.advance(15 * 60_000);
    expect((await c.tryLogin('s1_query')).body.code).toBe('0');
  });

  it('counts failures only within the window: four, a pause, four more do not lock', async () => {
    const c = client();
    for (let i = 0; i < 4; i += 1) await c.tryLogin('c2_op', `Wrong@${i}cccc`);
    server.clock.advance(15 * 60_000);
    for (let i = 0; i < 4; i += 1) expect((await c.tryLogin('c2_op', `Wrong@${i}dddd`)).body.code).toBe('BAD_CREDENTIALS');
    expect((await c.tryLogin('c2_op')).body.code).toBe('0');
  });

  it('rotates the session id at login (fixation defence)', async () => {
    const c = client();
    await c.page();
    const before = c.cookies.get(COOKIE.session);
    const xsrfBefore = c.cookies.get(COOKIE.xsrf);
    await c.login('c2_op');
    expect(before).toBeTruthy();
    expect(c.cookies.get(COOKIE.session)).toBeTruthy();
    expect(c.cookies.get(COOKIE.session)).not.toBe(before);
    expect(c.cookies.get(COOKIE.xsrf)).not.toBe(xsrfBefore);
    const setCookie = String(c.cookies.size && (await c.tryLogin('c2_op')).res.headers['set-cookie']);
    expect(setCookie).toMatch(/sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  });
});

describe('a public call racing the login', () => {
  it('answered after login rotated the session, it sets no cookie and the user stays logged in', async () => {
    const c = client();
    await c.page();
    const stale = c.cookies.get(COOKIE.session);
    await c.login('s2_op');
    // The login page's config call left with the pre-login cookie and is answered after the login.
    const late = await c.call(
      'POST',
      '/v1/sys/configs/find-by-config-key',
      { configKey: 'PLATFORM_CONFIG' },
      {
        headers: { cookie: `${COOKIE.session}=${stale}` },
      },
    );
    expect(late.body.code).toBe('0');
    expect(late.res.headers['set-cookie']).toBeUndefined();
    expect((await c.call('POST', '/uaa/v1/userInfo')).status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends after 30 minutes idle, not before', async () => {
    const c = client();
    await c.login('s1_op');
    server.clock.advance(IDLE_TIMEOUT_MS - 1000);
    expect((await c.call('POST', '/uaa/v1/userInfo')).status).toBe(200);
    server.clock.advance(IDLE_TIMEOUT_MS + 1000);
    const res = await c.call('POST', '/uaa/v1/userInfo');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('ends 12 hours after login even when active', async () => {
    const c = client();
    await c.login('s1_dir');
    const steps = Math.ceil(ABSOLUTE_TIMEOUT_MS / (IDLE_TIMEOUT_MS - 60_000));
    for (let i = 0; i < steps - 1; i += 1) {
      server.clock.advance(IDLE_TIMEOUT_MS - 60_000);
      expect((await c.call('POST', '/uaa/v1/userInfo')).status).toBe(200);
    }
    server.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await c.call('POST', '/uaa/v1/userInfo')).status).toBe(401);
  });

  it('logout deletes the session: the old token and cookie get 401 and the browser is told to clear data', async () => {
    const c = client();
    await c.login('c1_query');
    const oldCookies = new Map(c.cookies);
    const out = await c.call('POST', '/uaa/logout');
    expect(out.body.code).toBe('0');
    expect(out.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
    for (const [k, v] of oldCookies) c.cookies.set(k, v);
    for (const url of ['/uaa/v1/userInfo', '/v1/userInfo', '/v1/sys/messages']) {
      const res = await c.call('POST', url, url === '/v1/sys/messages' ? { messageState: 'SENT', messageType: 'ALL' } : undefined);
      expect(res.status).toBe(401);
    }
  });

  it('needs the bearer token of this very session', async () => {
    const a = client();
    const b = client();
    await a.login('c1_final');
    await b.login('c1_admin');
    expect((await a.call('POST', '/uaa/v1/userInfo', undefined, { noToken: true })).status).toBe(401);
    a.token = b.token;
    expect((await a.call('POST', '/uaa/v1/userInfo')).status).toBe(401);
  });
});

describe('roles', () => {
  it('switches c1_op to the query role and changes the granted menus', async () => {
    const c = client();
    await c.login('c1_op');
    const before = grantedPaths(((await c.call('POST', '/uaa/v1/security/granted-menu-tree')).body.data as GrantedMenuTree).menus);
    expect(before).toContain('/credit/core/issue/issue');
    expect(before).not.toContain('/credit/core/issue/issue-review');
    const sw = await c.call('POST', '/uaa/v1/security/switch-role', { roleCode: 'ROLE_QUERY' });
    expect((sw.body.data as { currentRole: { code: string; name: string } }).currentRole).toEqual({ code: 'ROLE_QUERY', name: '查询' });
    const after = grantedPaths(((await c.call('POST', '/uaa/v1/security/granted-menu-tree')).body.data as GrantedMenuTree).menus);
    expect(after).toContain('/credit/core/index/query');
    expect(after).not.toContain('/credit/core/issue/issue');
    const info = await c.call('POST', '/uaa/v1/userInfo');
    expect((info.body.data as { personPosition: string; authorities: string[] }).authorities[0]).toBe('ROLE_QUERY');
  });

  it('refuses a role the user does not hold', async () => {
    const c = client();
    await c.login('s2_op');
    const res = await c.call('POST', '/uaa/v1/security/switch-role', { roleCode: 'ROLE_DIRECTOR' });
    expect(res.body.code).toBe('BAD_REQUEST');
  });
});
