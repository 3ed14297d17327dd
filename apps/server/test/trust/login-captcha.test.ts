import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';

// Issue 26 item 8: 131 wrong passwords from one address made the server answer every other user of that address
// 请求过于频繁，请921600秒后再试 (10.7 days: the wait doubled with every refused try). Now a client past the threshold
// answers a 图形验证码 (server-checked, one try per image) instead; refused tries are not counted, and no client-level
// refusal outlasts one 15-minute window. The per-name lock stays.
const server = useTestServer();

const answerOf = async (captchaId: string) =>
  (await server.db.query<{ answer: string }>('SELECT answer FROM login_captcha WHERE captcha_id = $1', [captchaId]))[0]?.answer ?? '';

describe('a sprayed address asks for a 图形验证码 instead of locking everyone out (issue 26 item 8)', () => {
  it('lets another user of the address in with a captcha after 131 wrong passwords; refused tries are never counted', async () => {
    const attacker = server.client();
    await attacker.page();
    const { kid, cipher } = await attacker.encryptPassword('Wrong@2025x');
    const codes = new Set<string>();
    for (let i = 0; i < 131; i++) codes.add((await attacker.call('POST', '/uaa/login', { username: `spray${i}`, password: cipher, kid })).body.code);
    expect([...codes]).toEqual(['BAD_CREDENTIALS', 'CAPTCHA_REQUIRED']);
    const hits = async () => (await server.db.query<{ hits: number }>("SELECT hits FROM client_rate WHERE rate_key LIKE 'login-failure|%'"))[0]?.hits;
    expect(await hits()).toBe(60);

    // Another person behind the same address: asked for the image, not told to wait 10 days.
    const colleague = server.client();
    await colleague.page();
    const asked = await colleague.tryLogin('s1_op');
    expect([asked.status, asked.body.code, asked.body.message]).toEqual([200, 'CAPTCHA_REQUIRED', '登录失败次数较多，请输入图形验证码后再登录']);
    const captcha = authEndpoints.captcha.response.parse((await colleague.callEndpoint(authEndpoints.captcha)).body.data);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.image.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    const { kid: k2, cipher: right } = await colleague.encryptPassword('Demo@2025a');
    const wrongAnswer = await colleague.callEndpoint(authEndpoints.login, {
      body: { username: 's1_op', password: right, kid: k2, captchaId: captcha.captchaId, captchaCode: 'zzzz' },
    });
    expect([wrongAnswer.body.code, wrongAnswer.body.message]).toEqual(['CAPTCHA_INVALID', '图形验证码错误或已过期，请重新输入']);
    expect(await hits()).toBe(60);

    const fresh = authEndpoints.captcha.response.parse((await colleague.callEndpoint(authEndpoints.captcha)).body.data);
    const answer = await answerOf(fresh.captchaId);
    const { kid: k3, cipher: right3 } = await colleague.encryptPassword('Demo@2025a');
    const ok = await colleague.callEndpoint(authEndpoints.login, {
      body: { username: 's1_op', password: right3, kid: k3, captchaId: fresh.captchaId, captchaCode: answer.toUpperCase() },
    });
    expect(ok.body.code, ok.body.message).toBe('0');
    // One image, one try: the same answer again is refused.
    const { kid: k4, cipher: right4 } = await colleague.encryptPassword('Demo@2025a');
    const replay = await colleague.callEndpoint(authEndpoints.login, {
      body: { username: 's1_op', password: right4, kid: k4, captchaId: fresh.captchaId, captchaCode: answer },
    });
    expect(replay.body.code).toBe('CAPTCHA_INVALID');
  });

  it('never makes a client wait past one window: the image is asked for no longer than 15 minutes', async () => {
    server.clock.advance(15 * 60_000 + 1);
    const c = server.client();
    await c.page();
    expect((await c.tryLogin('s2_op')).body.code).toBe('0');
  });

  it('keeps a route limit’s refusal within its window and does not count the refused requests', async () => {
    const c = server.client();
    await c.page();
    const send = (i: number) => c.call('POST', '/uaa/v1/verify-code/sms', { mobile: `137${String(i).padStart(8, '0')}`, scene: 'REGISTER' });
    for (let i = 0; i < 10; i++) expect((await send(i)).body.code).toBe('0');
    const waits: number[] = [];
    for (let i = 10; i < 40; i++) {
      const res = await send(i);
      expect(res.status).toBe(429);
      waits.push(Number(/请(\d+)秒后再试/.exec(res.body.message)?.[1]));
    }
    expect(Math.max(...waits)).toBeLessThanOrEqual(600);
    const rows = await server.db.query<{ hits: number }>("SELECT hits FROM client_rate WHERE rate_key LIKE 'POST /uaa/v1/verify-code/sms|%'");
    expect(rows.map((r) => r.hits)).toEqual([11]);
  });

  it('keeps the per-name lock: five wrong passwords lock the name whatever the captcha', async () => {
    const c = server.client();
    await c.page();
    for (let i = 0; i < 5; i++) await c.tryLogin('s3_query', `Wrong@${i}zzzz`);
    expect((await c.tryLogin('s3_query')).body.message).toBe('密码错误次数过多，请15分钟后再试');
  });
});
