import { describe, expect, it } from 'vitest';
import { SMS_PER_DAY, SMS_PER_HOUR, sendSmsCode } from '../../src/modules/auth/sms-code.service';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

/** 50 sends of one mobile at once: how many went out, and the refusals' messages. */
async function burst(mobile: string): Promise<{ sent: number; refusals: string[] }> {
  const now = server.clock.now();
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => sendSmsCode(server.db, { mobile, scene: 'REGISTER' }, now)));
  return {
    sent: results.filter((r) => r.status === 'fulfilled').length,
    refusals: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
  };
}

const outbox = async (mobile: string) =>
  Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM sms_outbox WHERE mobile = $1', [mobile]))[0]?.n);

describe('SMS limits per mobile under 50 parallel tries (domain-lines.md §15.3)', () => {
  it('one a minute, five an hour, ten a day: each burst sends at most what the limits allow', async () => {
    const mobile = '13712345678';
    const first = await burst(mobile);
    expect(first).toEqual({ sent: 1, refusals: Array(49).fill('验证码发送过于频繁，请60秒后再试') });
    for (let i = 2; i <= SMS_PER_HOUR; i++) {
      server.clock.advance(61_000);
      expect((await burst(mobile)).sent).toBe(1);
    }
    server.clock.advance(61_000);
    expect(await burst(mobile)).toEqual({ sent: 0, refusals: Array(50).fill('该手机号获取验证码过于频繁，请1小时后再试') });
    expect(await outbox(mobile)).toBe(SMS_PER_HOUR);

    server.clock.advance(60 * 60_000);
    for (let i = 1; i <= SMS_PER_DAY - SMS_PER_HOUR; i++) {
      expect((await burst(mobile)).sent).toBe(1);
      server.clock.advance(61_000);
    }
    expect(await burst(mobile)).toEqual({ sent: 0, refusals: Array(50).fill('该手机号今日获取验证码次数已达上限，请明日再试') });
    expect(await outbox(mobile)).toBe(SMS_PER_DAY);
  });

  it('the code itself is in the answer only with the demo tools on', async () => {
    const plain = await sendSmsCode(server.db, { mobile: '13712345679', scene: 'REGISTER' }, server.clock.now());
    expect(plain).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const demo = await sendSmsCode(server.db, { mobile: '13712345670', scene: 'REGISTER' }, server.clock.now(), { demo: true });
    expect(demo.demoCode).toMatch(/^\d{6}$/);
  });
});
