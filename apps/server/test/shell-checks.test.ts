import { describe, expect, it } from 'vitest';
import { shellCheckEndpoints } from '@scf/api/contract';
import type { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();
const client = () => server.client();
const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: unknown }>(sql, params))[0]?.n);

async function loggedIn(user: string): Promise<TestClient> {
  const c = client();
  await c.login(user);
  return c;
}

describe('registration agreement (spec §4, §9)', () => {
  it('serves the text in force as plain paragraphs with the spec §9 terms', async () => {
    const c = await loggedIn('c1_op');
    const res = await c.call('POST', '/v1/agreement/register/content', {});
    expect(res.body.code).toBe('0');
    const text = res.body.data as { version: string; title: string; paragraphs: string[] };
    expect(text.title).toBe('供应链金融服务平台注册协议');
    expect(text.paragraphs.join('')).toContain('四十八（48）小时内');
    expect(text.paragraphs.join('')).toContain('十（10）个工作日内');
    expect(text.paragraphs.join('')).not.toMatch(/[<>]/);
  });

  it('seeds every demo corporation signed except S4, and asks again when the version in force changes', async () => {
    const c1 = await loggedIn('c1_op');
    const s4 = await loggedIn('s4_admin');
    expect((await c1.call('POST', '/v1/agreement/register/exists')).body.data).toBe(true);
    expect((await s4.call('POST', '/v1/agreement/register/exists')).body.data).toBe(false);
    // Every seeded corporation but S4 (the shell-dialogs demo) and B1 (blacklisted, no users) has signed.
    const corps = await count("SELECT count(*) AS n FROM corp WHERE corp_id NOT IN ('S4', 'B1')");
    expect(corps).toBeGreaterThan(5);
    expect(await count('SELECT count(*) AS n FROM agreement_sign')).toBe(corps);

    // A corporation that signed an older text must sign the one in force (spec §1 "forced re-signing").
    await server.db.query("UPDATE agreement_sign SET version = '2024-01' WHERE corp_id = 'C2'");
    const c2 = await loggedIn('c2_dir');
    expect((await c2.call('POST', '/v1/agreement/register/exists')).body.data).toBe(false);
    expect((await c2.call('POST', '/v1/agreement/register/create', {})).body.data).toBe(true);
    expect((await c2.call('POST', '/v1/agreement/register/exists')).body.data).toBe(true);
    const row = await server.db.query<{ signed_by: string; version: string }>("SELECT signed_by, version FROM agreement_sign WHERE corp_id = 'C2'");
    expect(row).toEqual([{ signed_by: 'c2_dir', version: '2025-01' }]);
  });

  it('refuses a create with a payload outside the contract, writing nothing', async () => {
    const s4 = await loggedIn('s4_admin');
    const res = await s4.call('POST', '/v1/agreement/register/create', { agree: true });
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(await count("SELECT count(*) AS n FROM agreement_sign WHERE corp_id = 'S4'")).toBe(0);
  });
});

describe('mandatory real-name re-authentication (spec §4, §7)', () => {
  it('answers checkResult false by default and true for every user of a corporation flagged for it', async () => {
    const op = await loggedIn('c1_op');
    const check = async (c: TestClient) =>
      shellCheckEndpoints.mandatoryAuth.response.parse((await c.call('POST', '/v1/auths/soft/corp/mandatory/auth', {})).body.data).checkResult;
    expect(await check(op)).toBe(false);
    expect(await count("SELECT count(*) AS n FROM corp_reauth WHERE corp_id = 'C1'")).toBe(0);

    await server.db.query("INSERT INTO corp_reauth (corp_id, reason, required_at) VALUES ('C1', 'ADMIN_CHANGED', $1)", [server.clock.now()]);
    expect(await check(op)).toBe(true);
    expect(await check(await loggedIn('c1_dir'))).toBe(true);
    expect(await check(await loggedIn('s1_op'))).toBe(false);

    await server.db.query("DELETE FROM corp_reauth WHERE corp_id = 'C1'");
    expect(await check(op)).toBe(false);
  });

  it('rejects an anonymous caller', async () => {
    const anon = client();
    await anon.page();
    expect((await anon.call('POST', '/v1/auths/soft/corp/mandatory/auth', {})).status).toBe(401);
  });
});

describe('notices addressed to corporations', () => {
  it('shows S4 its own notices in the list and the pop-ups, and hides them from everyone else', async () => {
    const s4 = await loggedIn('s4_admin');
    const c1 = await loggedIn('c1_op');
    const page = async (c: TestClient) => c.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 10 });
    const ids = (res: Awaited<ReturnType<typeof page>>) => (res.body.data as { rows: Array<{ noticeId: string }> }).rows.map((n) => n.noticeId);
    expect(ids(await page(s4))).toEqual(['N0004', 'N0005', 'N0001', 'N0002', 'N0003']);
    expect(ids(await page(c1))).toEqual(['N0001', 'N0002', 'N0003']);
    const popups = async (c: TestClient) =>
      (await c.call('POST', '/v1/xugong/corp/sys/notices/release/list', {})).body.data as Array<{ noticeId: string; btnEffect: string; link: string }>;
    expect(await popups(c1)).toEqual([]);
    const s4Popups = await popups(s4);
    expect(s4Popups.map((n) => n.noticeId)).toEqual(['N0004', 'N0005']);
    // The button link travels URL-encoded (spec §3) and points inside the app.
    expect(decodeURIComponent(s4Popups[1]!.link)).toBe('/cv3/product/overview');
  });

  it('pages with a title filter and an empty page past the end', async () => {
    const s4 = await loggedIn('s4_admin');
    const res = await s4.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 2, size: 2 });
    expect((res.body.data as { total: number }).total).toBe(5);
    const filtered = await s4.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 10, filters: { noticeTitle: '新注册' } });
    expect((filtered.body.data as { rows: Array<{ noticeId: string }> }).rows.map((n) => n.noticeId)).toEqual(['N0005']);
    const past = await s4.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 9, size: 10 });
    expect(past.body.data).toEqual({ rows: [], total: 5 });
  });

  it('does not let another corporation record a read of a notice not addressed to it', async () => {
    const c1 = await loggedIn('c1_dir');
    const res = await c1.call('POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId: 'N0005' });
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await count("SELECT count(*) AS n FROM notice_read WHERE user_id = 'c1_dir'")).toBe(0);
  });
});

describe('SMS verify code (spec §7 /uaa/v1/verify-code/sms)', () => {
  async function anonymous(): Promise<TestClient> {
    const c = client();
    await c.page();
    return c;
  }
  const outbox = (mobile: string) =>
    server.db.query<{ code: string; scene: string }>('SELECT code, scene FROM sms_outbox WHERE mobile = $1 ORDER BY sent_at', [mobile]);

  it('writes a six-digit code to the outbox, never into the response, and throttles the mobile for 60 s', async () => {
    const c = await anonymous();
    const first = await c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '13811112222', scene: 'REGISTER' });
    expect(first.body).toMatchObject({ code: '0', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const sent = await outbox('13811112222');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ scene: 'REGISTER', code: expect.stringMatching(/^\d{6}$/) });
    expect(first.res.body).not.toContain(sent[0]!.code);

    server.clock.advance(59_000);
    const again = await c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '13811112222', scene: 'REGISTER' });
    expect(again.body).toMatchObject({ code: 'TOO_FREQUENT', message: '验证码发送过于频繁，请60秒后再试' });
    expect(await outbox('13811112222')).toHaveLength(1);
    // Another mobile is not held up by the first one.
    expect((await c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '13911112222', scene: 'LOGIN' })).body.code).toBe('0');

    server.clock.advance(1_000);
    expect((await c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '13811112222', scene: 'RESET_PASSWORD' })).body.code).toBe('0');
    expect((await outbox('13811112222')).map((r) => r.scene)).toEqual(['REGISTER', 'RESET_PASSWORD']);
  });

  it('sends at most one code when requests for one mobile race', async () => {
    const callers = await Promise.all([1, 2, 3, 4].map(() => anonymous()));
    const answers = await Promise.all(callers.map((c) => c.call('POST', '/uaa/v1/verify-code/sms', { mobile: '13722223333', scene: 'LOGIN' })));
    expect(answers.filter((a) => a.body.code === '0')).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'TOO_FREQUENT')).toHaveLength(3);
    expect(await outbox('13722223333')).toHaveLength(1);
  });

  it('validates the payload with the spec §5 mobile rule and a known scene', async () => {
    const c = await anonymous();
    for (const body of [
      { mobile: '12345678901', scene: 'LOGIN' },
      { mobile: '13800001111' },
      { mobile: '13800001111', scene: 'SPAM' },
      { mobile: '13800001111', scene: 'LOGIN', code: '1' },
    ]) {
      expect((await c.call('POST', '/uaa/v1/verify-code/sms', body)).body.code).toBe('BAD_REQUEST');
    }
    expect(await count("SELECT count(*) AS n FROM sms_outbox WHERE mobile IN ('12345678901', '13800001111')")).toBe(0);
  });
});
