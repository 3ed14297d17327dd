import { describe, expect, it } from 'vitest';
import { repaymentEndpoints, ukeyEndpoints } from '@scf/api/contract';
import { toNumber } from '../src/platform/db/db';
import type { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';
import { demoKey, demoKeyPayload } from './signing/demo-keys';
import type { DemoKey } from './signing/demo-keys';

const server = useTestServer();
const login = (user: string) => server.login(user);

async function original(c: TestClient, repaymentId: string): Promise<string> {
  const res = await c.callEndpoint(repaymentEndpoints.original, { params: { id: repaymentId } });
  expect(res.body.code, res.body.message).toBe('0');
  return res.body.data as string;
}

function payload(key: DemoKey, text: string, signature: string, algorithmType = key.key.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA') {
  return { ...demoKeyPayload(key, text, { signature, algorithmType }), certSerialNo: key.cert.serialNorm.toUpperCase() };
}

/** A confirmation of RP202500002: `key`'s signature over the original the server issued for `originalOf`. */
async function signedConfirm(c: TestClient, key: DemoKey, originalOf = 'RP202500002'): Promise<{ id: string; body: object }> {
  const text = await original(c, originalOf);
  return { id: 'RP202500002', body: payload(key, text, key.sign(text)) };
}

async function status(id: string): Promise<string> {
  return (await server.db.query<{ status: string }>('SELECT status FROM repayment WHERE repayment_id = $1', [id]))[0]!.status;
}

async function securityLogCount(): Promise<number> {
  return toNumber((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM security_log'))[0]?.n);
}

describe('signing support calls (spec §7)', () => {
  it('serves the switch, the rules, the soft-CA project code and a registration original', async () => {
    const c = await login('c1_dir');
    expect((await c.call('POST', '/v1/auth/cfca/controls/enable')).body.data).toBe(true);
    const rules = (await c.call('POST', '/v1/auth/ccbca/rules')).body.data as { rules: { serialPrefix: string; alg: string }[] };
    expect(rules.rules).toContainEqual({ serialPrefix: '2', certType: 'SM2', alg: 'SM3withSM2' });
    expect((await c.call('POST', '/v1/credits/signature/softCa/projectCode')).body.data).toMatch(/^SCF-/);
    const text = (await c.call('GET', '/v1/auth/cas/add/info/original')).body.data as string;
    expect(text).toMatch(/^证书绑定\n[\s\S]*挑战编号：sc_[A-Za-z0-9_-]{22}\n有效期至：/);
  });

  it('lists the demo keys bound in the caller corporation', async () => {
    const c = await login('c1_dir');
    const list = ukeyEndpoints.list.response.parse((await c.call('POST', '/v1/ukeys/list')).body.data);
    expect(list).toEqual([
      expect.objectContaining({ userName: 'c1_dir', roleCode: 'ROLE_DIRECTOR', ukeyCode: 'CCB5100000101', certType: 'RSA', status: 'ACTIVE' }),
    ]);
  });
});

describe('签名测试 of the diagnostics page', () => {
  it('verifies a signature over the SIGN_TEST challenge with the key of the current role, once', async () => {
    const c = await login('c1_dir');
    const key = demoKey('c1_dir');
    const text = (await c.call('GET', '/v1/ukeys/sign-test/original')).body.data as string;
    expect(text).toMatch(/^签名测试（不涉及任何业务）\n/);
    const body = payload(key, text, key.sign(text));
    expect((await c.call('POST', '/v1/ukeys/sign-test/verify', body)).body.data).toBe(true);
    expect((await c.call('POST', '/v1/ukeys/sign-test/verify', body)).status).toBe(409);
    const other = demoKey('s1_dir');
    const text2 = (await c.call('GET', '/v1/ukeys/sign-test/original')).body.data as string;
    const wrongKey = await c.call('POST', '/v1/ukeys/sign-test/verify', payload(other, text2, other.sign(text2)));
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.code).toBe('SIGN_KEY_NOT_BOUND');
  });
});

describe('signed repayment confirmation (security.md §2.6)', () => {
  it('shows amount in figures and 大写, counterparties and numbers in the original', async () => {
    const text = await original(await login('c1_dir'), 'RP202500002');
    expect(text).toContain('还款金额：386,500.50元（大写：叁拾捌万陆仟伍佰元伍角）');
    expect(text).toContain('收款机构：中国建设银行股份有限公司徐州分行');
    expect(text).toContain('借据编号：JJ2025XZ0002');
  });

  it('RSA round trip: a valid signature confirms once; the replay is refused and changes nothing', async () => {
    const c = await login('c1_dir');
    const key = demoKey('c1_dir');
    const text = await original(c, 'RP202500001');
    const body = payload(key, text, key.sign(text));
    const balances = async () =>
      (
        await server.db.query<{ balance_fen: unknown }>(
          "SELECT balance_fen FROM bank_account WHERE account_id IN ('A-C1-SETTLE', 'A-F1-SETTLE') ORDER BY account_id",
        )
      ).map((r) => BigInt(String(r.balance_fen)));
    const before = await balances();
    const ok = await c.call('POST', '/v1/repayments/RP202500001/confirm', body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ repaymentId: 'RP202500001', status: 'CONFIRMED', amount: '1,250,000.00' });
    // The simulated bank moved it: C1's settlement account to F1's.
    expect(await balances()).toEqual([before[0]! - 125_000_000n, before[1]! + 125_000_000n]);
    const replay = await c.call('POST', '/v1/repayments/RP202500001/confirm', body);
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe('SIGN_CHALLENGE_USED');
  });

  it('SM2 round trip (DER, user id 1234567812345678) confirms', async () => {
    const c = await login('c2_dir');
    const key = demoKey('c2_dir');
    const text = await original(c, 'RP202500003');
    const res = await c.call('POST', '/v1/repayments/RP202500003/confirm', payload(key, text, key.sign(text)));
    expect(res.body.code, res.body.message).toBe('0');
    expect(await status('RP202500003')).toBe('CONFIRMED');
  });

  type Case = [string, number, string, (ctx: { c: TestClient; key: DemoKey }) => Promise<{ id: string; body: object; cleanup?: () => Promise<void> }>];
  const cases: Case[] = [
    ['a signature over challenge A submitted for business B', 400, 'SIGN_CHALLENGE_MISMATCH', ({ c, key }) => signedConfirm(c, key, 'RP202500006')],
    [
      'the amount changed after the challenge was issued',
      409,
      'SIGN_STATE_CHANGED',
      async ({ c, key }) => {
        const signed = await signedConfirm(c, key);
        await server.db.query('UPDATE repayment SET amount_fen = amount_fen + 1 WHERE repayment_id = $1', ['RP202500002']);
        return {
          ...signed,
          cleanup: async () => void (await server.db.query('UPDATE repayment SET amount_fen = amount_fen - 1 WHERE repayment_id = $1', ['RP202500002'])),
        };
      },
    ],
    [
      'the original edited by the client',
      400,
      'SIGN_CHALLENGE_UNKNOWN',
      async ({ c, key }) => {
        const text = (await original(c, 'RP202500002')).replace('386,500.50', '1.00');
        return { id: 'RP202500002', body: payload(key, text, key.sign(text)) };
      },
    ],
    ["another user's key", 403, 'SIGN_KEY_NOT_BOUND', ({ c }) => signedConfirm(c, demoKey('s1_dir'))],
    [
      "the same user's key bound to another role",
      403,
      'SIGN_KEY_NOT_BOUND',
      async ({ c, key }) => {
        const signed = await signedConfirm(c, key);
        await server.db.query("UPDATE ukey_binding SET role_code = 'ROLE_QUERY' WHERE user_id = 'c1_dir'");
        return { ...signed, cleanup: async () => void (await server.db.query("UPDATE ukey_binding SET role_code = 'ROLE_DIRECTOR' WHERE user_id = 'c1_dir'")) };
      },
    ],
    [
      'an expired challenge',
      400,
      'SIGN_CHALLENGE_EXPIRED',
      async ({ c, key }) => {
        const signed = await signedConfirm(c, key);
        server.clock.advance(301_000);
        return signed;
      },
    ],
    [
      'an expired certificate',
      403,
      'SIGN_CERT_EXPIRED',
      async ({ c, key }) => {
        const signed = await signedConfirm(c, key);
        const [row] = await server.db.query<{ not_after: unknown }>("SELECT not_after FROM ukey_binding WHERE user_id = 'c1_dir' AND status = 'ACTIVE'");
        await server.db.query("UPDATE ukey_binding SET not_after = $1 WHERE user_id = 'c1_dir' AND status = 'ACTIVE'", [server.clock.now() - 1]);
        return {
          ...signed,
          cleanup: async () => void (await server.db.query("UPDATE ukey_binding SET not_after = $1 WHERE user_id = 'c1_dir'", [toNumber(row!.not_after)])),
        };
      },
    ],
    [
      'a SHA-256 signature where the binding says SHA-1 (whatever algorithmType claims)',
      400,
      'SIGN_INVALID',
      async ({ c, key }) => {
        const text = await original(c, 'RP202500002');
        return { id: 'RP202500002', body: payload(key, text, key.sign(text, { hash: 'sha256' }), 'SHA256withRSA') };
      },
    ],
    [
      'dummy values while the signing switch is on',
      400,
      'SIGN_REQUIRED',
      async ({ c }) => {
        const text = await original(c, 'RP202500002');
        return { id: 'RP202500002', body: { algorithmType: 'NONE', issuerDn: 'NONE', raType: 'CCB', signature: 'NONE', certSerialNo: '0', original: text } };
      },
    ],
  ];

  it.each(cases)('refuses %s with 4xx, changes nothing and logs it', async (_name, httpStatus, code, prepare) => {
    const c = await login('c1_dir');
    const logsBefore = await securityLogCount();
    const { id, body, cleanup } = await prepare({ c, key: demoKey('c1_dir') });
    try {
      const res = await c.call('POST', `/v1/repayments/${id}/confirm`, body);
      expect(res.status).toBe(httpStatus);
      expect(res.body.code).toBe(code);
      expect(await status(id)).toBe('PENDING');
      expect(await securityLogCount()).toBe(logsBefore + 1);
    } finally {
      await cleanup?.();
    }
  });

  it.each([
    ['an empty SM2 user id', { sm2UserId: '' }],
    ['a raw r‖s SM2 signature (not DER)', { sm2Raw: true }],
  ])('refuses %s', async (_name, fault) => {
    const c = await login('s2_dir');
    const key = demoKey('s2_dir');
    const text = await original(c, 'RP202500005');
    const res = await c.call('POST', '/v1/repayments/RP202500005/confirm', payload(key, text, key.sign(text, fault)));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SIGN_INVALID');
    expect(await status('RP202500005')).toBe('PENDING');
  });

  it('a challenge is bound to its user: another director of the same role cannot use it', async () => {
    const c1 = await login('c1_dir');
    const text = await original(c1, 'RP202500002');
    const s1 = await login('s1_dir');
    const key = demoKey('s1_dir');
    // s1_dir cannot even reach C1's repayment: another corporation's record is "not found".
    const res = await s1.call('POST', '/v1/repayments/RP202500002/confirm', payload(key, text, key.sign(text)));
    expect(res.status).toBe(404);
    expect(await status('RP202500002')).toBe('PENDING');
  });
});
