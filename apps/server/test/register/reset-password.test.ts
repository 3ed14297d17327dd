import { describe, expect, it } from 'vitest';
import { accountEndpoints, registerEndpoints } from '@scf/api/contract';
import { VALIDATION_MESSAGES as V } from '@scf/api/validators';
import { REGISTER_MESSAGES as M, RESETS_PER_DAY } from '../../src/modules/register';
import { useTestServer } from '../helpers/test-server';
import { freshClient } from './register-helpers';

const server = useTestServer({ demoTools: true, trustProxy: 1 });

async function sendCode(loginName: string, mobile: string) {
  const { c, headers } = await freshClient(server);
  return (await c.callEndpoint(registerEndpoints.resetSms, { body: { loginName, mobile } }, { headers })).body;
}

async function reset(loginName: string, mobile: string, smsCode: string, newPassword: string) {
  const { c, headers } = await freshClient(server);
  const { kid, cipher } = await c.encryptPassword(newPassword);
  return (await c.callEndpoint(registerEndpoints.resetPassword, { body: { loginName, mobile, smsCode, kid, newPassword: cipher } }, { headers })).body;
}

const statusOf = async (userId: string) => (await server.db.query<{ status: string }>('SELECT status FROM app_user WHERE user_id = $1', [userId]))[0]?.status;

describe('重置密码 (domain-lines.md §15.3)', () => {
  it('c1_new (待激活) cannot log in, activates through 重置密码 and logs in to the operator’s home', async () => {
    const c = server.client();
    await c.page();
    expect((await c.tryLogin('c1_new')).body.code).toBe('BAD_CREDENTIALS');
    const sent = await sendCode('c1_new', '13800000107');
    expect(sent).toMatchObject({ code: '0', data: { message: '验证码已发送，请注意查收', demoCode: expect.stringMatching(/^\d{6}$/) } });
    const done = await reset('c1_new', '13800000107', (sent.data as { demoCode: string }).demoCode, 'Zhou@2025ning');
    expect(done).toMatchObject({ code: '0', data: true });
    expect(await statusOf('c1_new')).toBe('ACTIVE');
    expect(await c.login('c1_new', 'Zhou@2025ning')).toBe('/credit/core/index/operator');
    const [log] = await server.db.query<{ event: string }>("SELECT event FROM security_log WHERE user_id = 'c1_new' ORDER BY at DESC LIMIT 1");
    expect(log).toEqual({ event: 'PASSWORD_RESET' });
  });

  it('answers a wrong name or mobile the same, and sends nothing', async () => {
    for (const [name, mobile] of [
      ['nobody_here', '13800000107'],
      ['c1_op', '13800000107'],
      ['c1_left', '13800000108'],
    ] as const) {
      server.clock.advance(61_000);
      const before = await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [mobile]);
      expect(await sendCode(name, mobile)).toEqual({ code: '0', message: expect.any(String), data: { message: M.resetSent, resendAfterSeconds: 60 } });
      expect(await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [mobile])).toHaveLength(before.length);
    }
  });

  it('refuses a wrong code, a weak password and the old one; ends every session and clears the login lock', async () => {
    const sessions = [await server.login('c2_op'), await server.login('c2_op')];
    const bystander = await server.login('c2_dir');
    const locked = server.client();
    await locked.page();
    for (let i = 0; i < 5; i++) await locked.tryLogin('c2_op', 'Wrong@2025x');
    expect((await locked.tryLogin('c2_op')).body.code).toBe('ACCOUNT_LOCKED');

    const code = ((await sendCode('c2_op', '13800000201')).data as { demoCode: string }).demoCode;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await reset('c2_op', '13800000201', wrong, 'Zhao@2025lei')).toMatchObject({ code: 'SMS_CODE_INVALID', message: M.smsCode });
    expect(await reset('c2_op', '13800000201', code, 'abcdefgh12')).toMatchObject({ code: 'WEAK_PASSWORD', message: V.passwordRule });
    expect(await reset('c2_op', '13800000201', code, 'Demo@2025a')).toMatchObject({ code: 'WEAK_PASSWORD', message: V.passwordSame });
    expect(await reset('c2_op', '13800000201', code, 'Zhao@2025lei')).toMatchObject({ code: '0' });
    for (const s of sessions) expect((await s.callEndpoint(accountEndpoints.profile)).status).toBe(401);
    expect((await bystander.callEndpoint(accountEndpoints.profile)).status).toBe(200);
    // The lock is cleared and the old password is gone.
    expect((await locked.tryLogin('c2_op')).body.code).toBe('BAD_CREDENTIALS');
    expect(await locked.login('c2_op', 'Zhao@2025lei')).toBe('/credit/core/index/operator');
    // The code is spent.
    expect(await reset('c2_op', '13800000201', code, 'Zhao@2025lei2')).toMatchObject({ code: 'SMS_CODE_INVALID' });
  });

  it(`allows ${RESETS_PER_DAY} resets a day`, async () => {
    for (let i = 1; i <= RESETS_PER_DAY + 1; i++) {
      server.clock.advance(61_000 * 13);
      const code = ((await sendCode('s5_op', '13900001501')).data as { demoCode: string }).demoCode;
      const res = await reset('s5_op', '13900001501', code, `Qian@2025j${i}`);
      if (i <= RESETS_PER_DAY) expect(res, `reset ${i}`).toMatchObject({ code: '0' });
      else expect(res).toMatchObject({ code: 'RESET_LIMIT', message: '今日重置密码次数已达上限，请明日再试' });
    }
  });

  it('a disabled user (c1_left) is told 账号已停用 with the right password only', async () => {
    const c = server.client();
    await c.page();
    expect((await c.tryLogin('c1_left', 'Wrong@2025x')).body.code).toBe('BAD_CREDENTIALS');
    expect((await c.tryLogin('c1_left')).body).toMatchObject({ code: 'USER_DISABLED', message: '账号已停用，请联系企业管理员' });
  });
});
