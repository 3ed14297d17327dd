import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@scf/api/contract';
import { DEMO_PASSWORD } from '../helpers/test-client';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

// Issue 12 finding 2: the attempt is counted before the password is checked, so parallel guesses cannot outrun it.
const server = useTestServer();

async function loginCall(c: TestClient, username: string, password: string) {
  const { kid, cipher } = await c.encryptPassword(password);
  return () => c.callEndpoint(authEndpoints.login, { body: { username, password: cipher, kid } });
}

describe('the 5-failure lockout under parallel guesses', () => {
  it('50 parallel wrong passwords with the right one sent right behind them: at most 5 are checked and the right one is refused', async () => {
    const c = server.client();
    await c.page();
    const wrong = await Promise.all(Array.from({ length: 50 }, (_, i) => loginCall(c, 's1_op', `Wrong@2025${i}`)));
    const right = await loginCall(c, 's1_op', DEMO_PASSWORD);
    // All in flight at once: the wrong ones are still in scrypt when the right one arrives.
    const guesses = wrong.map((call) => call());
    const last = right();
    const codes = (await Promise.all(guesses)).map((r) => r.body.code);
    const answer = await last;

    expect(answer.body).toMatchObject({ code: 'ACCOUNT_LOCKED', message: '密码错误次数过多，请15分钟后再试' });
    expect(codes.filter((code) => code === 'BAD_CREDENTIALS').length).toBe(4);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED').length).toBe(46);
    const row = await server.db.query<{ failures: number }>("SELECT failures FROM login_attempt WHERE user_name = 's1_op'");
    expect(Number(row[0]?.failures)).toBe(51);
    // Locked: the right password alone does not get in either.
    expect((await (await loginCall(c, 's1_op', DEMO_PASSWORD))()).body.code).toBe('ACCOUNT_LOCKED');

    // The lock ends on time and the count starts again.
    server.clock.advance(15 * 60_000 + 1);
    expect((await (await loginCall(c, 's1_op', DEMO_PASSWORD))()).body.code).toBe('0');
    expect(await server.db.query("SELECT 1 FROM login_attempt WHERE user_name = 's1_op'")).toEqual([]);
  });

  it('a right password within the first five attempts still logs in and clears the count', async () => {
    const c = server.client();
    await c.page();
    for (let i = 0; i < 4; i++) expect((await (await loginCall(c, 's2_op', `Wrong@2025${i}`))()).body.code).toBe('BAD_CREDENTIALS');
    expect((await (await loginCall(c, 's2_op', DEMO_PASSWORD))()).body.code).toBe('0');
    expect(await server.db.query("SELECT 1 FROM login_attempt WHERE user_name = 's2_op'")).toEqual([]);
  });
});
