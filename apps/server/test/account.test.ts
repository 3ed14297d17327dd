import { describe, expect, it } from 'vitest';
import { accountEndpoints, authEndpoints } from '@scf/api/contract';
import type { AccountProfile } from '@scf/api/contract';
import { VALIDATION_MESSAGES } from '@scf/api/validators';
import { DEMO_PASSWORD } from './helpers/test-client';
import type { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();
const rows = <T>(sql: string, params: unknown[] = []) => server.db.query<T>(sql, params);

async function changePassword(c: TestClient, oldPassword: string, newPassword: string) {
  const a = await c.encryptPassword(oldPassword);
  const b = await c.encryptPassword(newPassword);
  return c.callEndpoint(accountEndpoints.changePassword, { body: { kid: a.kid, oldPassword: a.cipher, newPassword: b.cipher } });
}

async function changeMobile(c: TestClient, mobile: string, code: string, password = DEMO_PASSWORD) {
  const secret = await c.encryptPassword(password);
  const { kid, cipher } = await c.encryptPassword(code);
  return c.callEndpoint(accountEndpoints.changeMobile, { body: { mobile, kid, password: secret.cipher, code: cipher } });
}

const outboxCode = async (mobile: string) =>
  (await rows<{ code: string }>("SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = 'CHANGE_MOBILE' ORDER BY sent_at DESC LIMIT 1", [mobile]))[0]
    ?.code ?? '';

describe('账户中心 profile', () => {
  it('shows the user their own data with the mobile masked and the login before this one', async () => {
    const first = await server.login('s1_dir');
    const firstProfile = (await first.callEndpoint(accountEndpoints.profile)).body.data as AccountProfile;
    server.clock.advance(60_000);
    const c = await server.login('s1_dir');
    const res = await c.callEndpoint(accountEndpoints.profile);
    expect(res.body.code).toBe('0');
    const profile = res.body.data as AccountProfile;
    expect(profile).toMatchObject({
      personName: '吴婷',
      userName: 's1_dir',
      mobile: '139****1102',
      corpName: '江苏示例精密锻造有限公司',
      currentRole: { code: 'ROLE_DIRECTOR', name: '主管' },
      roles: [{ code: 'ROLE_DIRECTOR', name: '主管' }],
      passwordChangedAt: null,
    });
    expect(profile.lastLoginAt).toBe(new Date(server.clock.now() - 60_000).toISOString());
    expect(firstProfile.lastLoginAt === null || firstProfile.lastLoginAt < profile.lastLoginAt!).toBe(true);
    expect(res.res.body).not.toContain('13900001102');
  });

  it('needs a login', async () => {
    const c = server.client();
    await c.page();
    expect((await c.callEndpoint(accountEndpoints.profile)).status).toBe(401);
  });
});

describe('修改密码', () => {
  it('refuses a wrong old password and a weak new one, changing nothing', async () => {
    const c = await server.login('s3_op');
    const before = await rows<{ password_hash: string }>("SELECT password_hash FROM app_user WHERE user_id = 's3_op'");
    expect((await changePassword(c, 'Wrong@2025a', 'Bank#2025b')).body).toEqual({ code: 'OLD_PASSWORD_WRONG', message: '原密码错误', data: null });
    expect((await changePassword(c, 'Demo@2025a', 'abcdefgh1')).body).toEqual({ code: 'WEAK_PASSWORD', message: VALIDATION_MESSAGES.passwordRule, data: null });
    expect((await changePassword(c, 'Demo@2025a', 'Ab1!')).body.message).toBe(VALIDATION_MESSAGES.passwordLength);
    expect((await changePassword(c, 'Demo@2025a', 'Demo@2025a')).body.message).toBe(VALIDATION_MESSAGES.passwordSame);
    expect(await rows("SELECT password_hash FROM app_user WHERE user_id = 's3_op'")).toEqual(before);
  });

  it('never takes the passwords in plain text', async () => {
    const c = await server.login('s3_op');
    const { kid } = await c.encryptPassword('x');
    const res = await c.callEndpoint(accountEndpoints.changePassword, { body: { kid, oldPassword: 'Demo@2025a', newPassword: 'Bank#2025b' } });
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('changes it, ends every other session of the user at once, and the new password logs in', async () => {
    const other = await server.login('s3_dir');
    const elsewhere = await server.login('s3_dir');
    const c = await server.login('s3_dir');
    const bystander = await server.login('s2_dir');
    const res = await changePassword(c, 'Demo@2025a', 'Bank#2025b');
    expect(res.body).toEqual({ code: '0', message: expect.any(String), data: { endedSessions: 2 } });
    for (const ended of [other, elsewhere]) expect((await ended.callEndpoint(authEndpoints.userInfo)).status).toBe(401);
    expect((await c.callEndpoint(authEndpoints.userInfo)).body.code).toBe('0');
    expect((await bystander.callEndpoint(authEndpoints.userInfo)).body.code).toBe('0');
    expect((await server.client().tryLogin('s3_dir')).body.code).toBe('BAD_CREDENTIALS');
    expect((await server.client().tryLogin('s3_dir', 'Bank#2025b')).body.code).toBe('0');
    const profile = (await c.callEndpoint(accountEndpoints.profile)).body.data as AccountProfile;
    expect(profile.passwordChangedAt).toBe(new Date(server.clock.now()).toISOString());
  });

  it('counts wrong old passwords towards the login lock and then says for how long', async () => {
    const c = await server.login('s1_op');
    for (let i = 0; i < 4; i += 1) expect((await changePassword(c, `Wrong@${i}aaaa`, 'Bank#2025b')).body.code).toBe('OLD_PASSWORD_WRONG');
    expect((await changePassword(c, 'Wrong@4aaaa', 'Bank#2025b')).body).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: '密码错误次数过多，请15分钟后再试',
      data: null,
    });
    expect((await changePassword(c, 'Demo@2025a', 'Bank#2025b')).body.code).toBe('ACCOUNT_LOCKED');
    expect((await server.client().tryLogin('s1_op')).body.code).toBe('ACCOUNT_LOCKED');
    server.clock.advance(15 * 60_000);
    expect((await server.client().tryLogin('s1_op')).body.code).toBe('0');
  });

  it('cannot be raced: 30 wrong old passwords at once with the right one behind them leave the name locked', async () => {
    const c = await server.login('s3_op');
    // All sent before any answer: the right one arrives while the wrong ones are still being checked.
    const guesses = Array.from({ length: 30 }, (_, i) => changePassword(c, `Wrong@${i}bbbb`, 'Bank#2025b'));
    const right = changePassword(c, 'Demo@2025a', 'Bank#2025b');
    const codes = (await Promise.all(guesses)).map((g) => g.body.code);
    expect(codes.filter((code) => code === 'OLD_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
    expect(codes.every((code) => code === 'OLD_PASSWORD_WRONG' || code === 'ACCOUNT_LOCKED')).toBe(true);
    expect((await right).body.code).toBe('ACCOUNT_LOCKED');
    expect((await server.client().tryLogin('s3_op', 'Bank#2025b')).body.code).not.toBe('0');
    server.clock.advance(15 * 60_000);
    expect((await server.client().tryLogin('s3_op')).body.code).toBe('0');
  });
});

describe('修改手机号', () => {
  it('sends a code to the new mobile through the outbox and changes the mobile with it, once', async () => {
    const c = await server.login('c2_op');
    const sent = await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '13612345678' } });
    expect(sent.body).toMatchObject({ code: '0', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const code = await outboxCode('13612345678');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.res.body).not.toContain(code);
    const res = await changeMobile(c, '13612345678', code);
    expect(res.body).toMatchObject({ code: '0', data: { mobile: '136****5678' } });
    expect(await rows("SELECT mobile FROM app_user WHERE user_id = 'c2_op'")).toEqual([{ mobile: '13612345678' }]);
    // A spent code does not work twice.
    expect((await changeMobile(c, '13612345678', code)).body.code).toBe('SMS_CODE_INVALID');
  });

  it('asks for the login password: a session alone does not move the mobile, and the code is not spent by a wrong password', async () => {
    const c = await server.login('s2_op');
    await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '13512345678' } });
    const code = await outboxCode('13512345678');
    expect((await changeMobile(c, '13512345678', code, 'Wrong@2025a')).body).toEqual({ code: 'PASSWORD_WRONG', message: '登录密码错误', data: null });
    expect(await rows("SELECT mobile FROM app_user WHERE user_id = 's2_op'")).not.toEqual([{ mobile: '13512345678' }]);
    expect((await changeMobile(c, '13512345678', code)).body).toMatchObject({ code: '0', data: { mobile: '135****5678' } });
  });

  it('refuses a wrong code, voids the code after five wrong ones, and refuses an expired one', async () => {
    const c = await server.login('c1_query');
    await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '13712345678' } });
    const code = await outboxCode('13712345678');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await changeMobile(c, '13712345678', wrong)).body).toEqual({ code: 'SMS_CODE_INVALID', message: '验证码错误或已失效，请重新获取', data: null });
    for (let i = 0; i < 4; i += 1) await changeMobile(c, '13712345678', wrong);
    expect((await changeMobile(c, '13712345678', code)).body.code).toBe('SMS_CODE_INVALID');
    server.clock.advance(60_000);
    await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '13712345678' } });
    const fresh = await outboxCode('13712345678');
    server.clock.advance(5 * 60_000);
    expect((await changeMobile(c, '13712345678', fresh)).body.code).toBe('SMS_CODE_INVALID');
    expect(await rows("SELECT mobile FROM app_user WHERE user_id = 'c1_query'")).toEqual([{ mobile: '13800000104' }]);
  });

  it('validates the new mobile by the spec §5 rule and refuses the current one', async () => {
    const c = await server.login('c1_final');
    expect((await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '12012345678' } })).body.code).toBe('BAD_REQUEST');
    expect((await c.callEndpoint(accountEndpoints.mobileCode, { body: { mobile: '13800000103' } })).body).toMatchObject({
      code: 'SAME_MOBILE',
      message: '新手机号不能与当前手机号相同',
    });
    const code = '123456';
    expect((await c.callEndpoint(accountEndpoints.changeMobile, { body: { mobile: '13812345678', kid: 'x', password: 'p', code } })).body.code).toBe(
      'BAD_REQUEST',
    );
    // Without the password the request does not pass the contract.
    expect((await c.callEndpoint(accountEndpoints.changeMobile, { body: { mobile: '13812345678', kid: 'x', code } as never })).body.code).toBe('BAD_REQUEST');
  });
});
