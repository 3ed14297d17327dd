import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerEndpoints } from '@scf/api/contract';
import { VALIDATION_MESSAGES as V } from '@scf/api/validators';
import { REGISTER_MESSAGES as M } from '../../src/modules/register';
import { useTestServer } from '../helpers/test-server';
import { ALL_AGREEMENTS, footprint, freshClient, other, postRegistration, registerCode, usccFor } from './register-helpers';
import type { Registration } from './register-helpers';

const server = useTestServer({ demoTools: true, trustProxy: 1 });
const TEN_KB = 10 * 1024;

type Field = keyof Registration;
/** Malformed values at each validator's edges, with the message §15.1 gives for the field. */
const EDGES: Record<Field, { message: string; values: fc.Arbitrary<string> }> = {
  corpName: { message: V.corpNameLength, values: fc.constantFrom('', '   ', '\u3000\t', '企'.repeat(81), 'A'.repeat(TEN_KB)) },
  uscc: {
    message: V.uscc,
    values: fc.oneof(
      fc.integer({ min: 0, max: 16 }).map((at) => {
        const good = usccFor(9000 + at);
        return good.slice(0, at) + (good[at] === '0' ? '1' : '0') + good.slice(at + 1);
      }),
      fc.constantFrom('', usccFor(1).slice(0, 17), `${usccFor(1)}0`, '91320300MA1XO0001I', 'Z'.repeat(18), '9'.repeat(TEN_KB)),
    ),
  },
  adminName: { message: V.userName, values: fc.constantFrom('', '郑华1', '·郑华', '郑华··', 'Zheng  Hua', '郑'.repeat(41), '<script>', '郑'.repeat(TEN_KB)) },
  idCard: {
    message: V.idCard,
    values: fc.constantFrom(
      '',
      '320303198805120016',
      '320303198802300015',
      '32030319880512001',
      '3203031988051200155',
      '32030319880512001Y',
      '1'.repeat(TEN_KB),
    ),
  },
  mobile: {
    message: V.mobile,
    values: fc.oneof(fc.stringMatching(/^1[0-2]\d{9}$/), fc.constantFrom('', '1391234001', '139123400111', '1391234001a', '8'.repeat(TEN_KB))),
  },
  loginName: {
    message: V.loginName,
    values: fc.oneof(
      fc.stringMatching(/^[0-9_][A-Za-z0-9_]{3,10}$/),
      fc.constantFrom('', 'abc', 'a'.repeat(21), 'ab-cd', 'ab cd', '用户名称', 'a'.repeat(TEN_KB)),
    ),
  },
  password: {
    message: '',
    values: fc.constantFrom('Ab1!', 'abcdefgh12', 'ABCDEFGH1!', 'Abcdefgh!!', 'Abc def1!xy', 'Abcdefgh1!' + 'x'.repeat(11), 'N1_Hostile@2025'),
  },
};
const PASSWORD_MESSAGE: Record<string, string> = {
  'Ab1!': V.passwordLength,
  ['Abcdefgh1!' + 'x'.repeat(11)]: V.passwordLength,
  'N1_Hostile@2025': V.passwordHoldsName,
};

describe('hostile registrations: each refused with its field’s message, nothing created', () => {
  it('≥ 200 malformed registrations over the validators’ edges (fast-check), plus a bad code and unticked agreements', async () => {
    const fields = Object.keys(EDGES) as Field[];
    const cases = fc.sample(
      fc.constantFrom(...fields).chain((field) => EDGES[field].values.map((value) => ({ field, value }))),
      { numRuns: 210, seed: 30 },
    );
    const before = await footprint(server);
    let n = 0;
    for (const { field, value } of cases) {
      const reg = other(5000 + n++, { loginName: 'n1_hostile', [field]: value });
      const expected = field === 'password' ? (PASSWORD_MESSAGE[value] ?? V.passwordRule) : EDGES[field].message;
      const res = await postRegistration(server, reg, '123456');
      expect(res.body, `${field}=${JSON.stringify(value.slice(0, 40))}`).toMatchObject({ code: 'INVALID_FIELD', message: expected });
    }
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const [code, message] of [
      ['12345', V.smsCode],
      ['12a456', V.smsCode],
    ]) {
      expect((await postRegistration(server, other(7001), code!)).body).toMatchObject({ code: 'INVALID_FIELD', message });
    }
    expect((await postRegistration(server, other(7002), '123456', ALL_AGREEMENTS.slice(1))).body).toMatchObject({
      code: 'INVALID_FIELD',
      message: M.agreements,
    });
    expect(await footprint(server)).toEqual(before);
  });

  it('a NUL in any field is a 400 at the boundary', async () => {
    const before = await footprint(server);
    for (const field of ['corpName', 'uscc', 'adminName', 'idCard', 'mobile', 'loginName'] as const) {
      const res = await postRegistration(server, other(7100, { [field]: `${other(7100)[field]}\u0000` }), '123456');
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect(await footprint(server)).toEqual(before);
  });

  it('an unencrypted password or an unknown field is refused', async () => {
    const { c, headers } = await freshClient(server);
    const { kid } = await c.encryptPassword('x');
    const plain = { ...other(7200), kid, smsCode: '123456', agreements: ALL_AGREEMENTS };
    expect((await c.callEndpoint(registerEndpoints.register, { body: plain }, { headers })).body).toMatchObject({ code: 'BAD_REQUEST' });
    const extra = { ...plain, corpType: 'CORE' };
    expect((await c.callEndpoint(registerEndpoints.register, { body: extra }, { headers })).status).toBe(400);
  });

  it('two racing registrations of one USCC: one corporation, the other refused 该统一社会信用代码已注册', async () => {
    const a = other(7301);
    const b = other(7302, { uscc: a.uscc });
    const codes = [await registerCode(server, a.mobile), await registerCode(server, b.mobile)];
    const before = await footprint(server);
    const results = await Promise.all([postRegistration(server, a, codes[0]!), postRegistration(server, b, codes[1]!)]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0', 'USCC_REGISTERED']);
    expect(results.find((r) => r.body.code !== '0')!.body.message).toBe(M.usccTaken);
    expect((await footprint(server)).corp).toBe(before.corp! + 1);
    expect(await server.db.query('SELECT 1 FROM corp WHERE uscc = $1', [a.uscc])).toHaveLength(1);
  });

  it('two racing registrations of one mobile (one code): one spends it, the other is refused', async () => {
    const a = other(7401);
    const b = other(7402, { mobile: a.mobile });
    const code = await registerCode(server, a.mobile);
    const before = await footprint(server);
    const results = await Promise.all([postRegistration(server, a, code), postRegistration(server, b, code)]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0', 'SMS_CODE_INVALID']);
    expect((await footprint(server)).app_user).toBe(before.app_user! + 1);
    expect(await server.db.query("SELECT 1 FROM app_user WHERE mobile = $1 AND status = 'ACTIVE'", [a.mobile])).toHaveLength(1);
  });

  it('duplicate USCC and mobile after the fact, and the per-client limit of 20 an hour', async () => {
    const first = other(7501);
    expect((await postRegistration(server, first, await registerCode(server, first.mobile))).body.code).toBe('0');
    const sameMobile = other(7502, { mobile: first.mobile });
    server.clock.advance(61_000);
    expect((await postRegistration(server, sameMobile, await registerCode(server, first.mobile))).body).toMatchObject({
      code: 'MOBILE_TAKEN',
      message: M.mobileTaken,
    });
    const sameUscc = other(7503, { uscc: first.uscc });
    expect((await postRegistration(server, sameUscc, await registerCode(server, sameUscc.mobile))).body).toMatchObject({ code: 'USCC_REGISTERED' });

    const { c, headers } = await freshClient(server);
    const { kid, cipher } = await c.encryptPassword('Reg@2025abc');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await c.callEndpoint(
        registerEndpoints.register,
        { body: { ...other(7600 + i), kid, password: cipher, smsCode: '000000', agreements: ALL_AGREEMENTS } },
        { headers },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
