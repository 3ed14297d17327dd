import { describe, expect, it } from 'vitest';
import { repaymentEndpoints } from '@scf/api/contract';
import { IDEMPOTENCY_TTL_MS, sweepIdempotency } from '../src/platform/http/idempotency';
import type { TestClient } from './helpers/test-client';
import { newNonce } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';
import { demoKey, demoKeyPayload } from './signing/demo-keys';

// Idempotency-Key on mutating business calls (design.md §3, security.md §3.2), shown on the signed repayment
// confirmation: without the stored answer, a retry of a confirmed repayment would be refused (challenge used).
const server = useTestServer();

async function signedConfirmation(c: TestClient, user: string, id: string) {
  const text = (await c.callEndpoint(repaymentEndpoints.original, { params: { id } })).body.data as string;
  return demoKeyPayload(demoKey(user), text);
}

const confirm = (c: TestClient, id: string, body: object, idempotencyKey: string | null) =>
  c.callEndpoint(repaymentEndpoints.confirm, { params: { id }, body }, { idempotencyKey });

const repayment = async (id: string) =>
  (await server.db.query<{ status: string; confirmed_at: unknown }>('SELECT status, confirmed_at FROM repayment WHERE repayment_id = $1', [id]))[0]!;
const storedKeys = async (key: string) => Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM idempotency WHERE key = $1', [key]))[0]?.n);

describe('Idempotency-Key', () => {
  it('replays the stored answer to a retry with the same key and body, marked Idempotent-Replayed, without a second effect', async () => {
    const c = await server.login('c1_dir');
    const key = newNonce();
    const body = await signedConfirmation(c, 'c1_dir', 'RP202500001');
    const first = await confirm(c, 'RP202500001', body, key);
    expect(first.body).toMatchObject({ code: '0', data: { status: 'CONFIRMED' } });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const confirmedAt = (await repayment('RP202500001')).confirmed_at;

    server.clock.advance(1000);
    const retry = await confirm(c, 'RP202500001', body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(retry.res.body).toBe(first.res.body);
    expect((await repayment('RP202500001')).confirmed_at).toEqual(confirmedAt);
    // A new key is a new operation: the challenge is spent, so it is refused.
    expect((await confirm(c, 'RP202500001', body, newNonce())).body.code).toBe('SIGN_CHALLENGE_USED');
    expect(await storedKeys(key)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_MISMATCH when the key comes back with another request, changing nothing', async () => {
    const c = await server.login('c1_dir');
    const key = newNonce();
    const body = await signedConfirmation(c, 'c1_dir', 'RP202500002');
    expect((await confirm(c, 'RP202500002', body, key)).body.code).toBe('0');
    const other = await signedConfirmation(c, 'c1_dir', 'RP202500006');
    for (const [id, payload] of [
      ['RP202500006', other],
      ['RP202500002', { ...body, raType: 'CFCA' }],
    ] as const) {
      const res = await confirm(c, id, payload, key);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 'IDEMPOTENCY_MISMATCH', message: '该幂等键已用于内容不同的请求，请重新发起操作', data: null });
    }
    expect((await repayment('RP202500006')).status).toBe('PENDING');
  });

  it('refuses a call without a key, or with a malformed one, with 400 before any effect', async () => {
    const c = await server.login('c1_dir');
    const body = await signedConfirmation(c, 'c1_dir', 'RP202500006');
    const missing = await confirm(c, 'RP202500006', body, null);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([400, 'BAD_REQUEST', '缺少请求幂等键（Idempotency-Key）']);
    for (const bad of ['has space', 'x'.repeat(256), 'ä']) {
      const res = await confirm(c, 'RP202500006', body, bad);
      expect([res.status, res.body.message]).toEqual([400, '请求幂等键（Idempotency-Key）格式不正确']);
    }
    expect((await repayment('RP202500006')).status).toBe('PENDING');
    // The challenge was not consumed by the refusals: the same signed body goes through with a key.
    expect((await confirm(c, 'RP202500006', body, 'A'.repeat(255))).body.code).toBe('0');
  });

  it('stores no failure: a refused call can be retried with the same key', async () => {
    const c = await server.login('s1_dir');
    const key = newNonce();
    const body = await signedConfirmation(c, 's1_dir', 'RP202500004');
    const refused = await confirm(c, 'RP202500004', { ...body, signature: demoKey('c1_dir').sign(body.original) }, key);
    expect(refused.body.code).toBe('SIGN_INVALID');
    expect(await storedKeys(key)).toBe(0);
    const retried = await confirm(c, 'RP202500004', body, key);
    expect(retried.body.code).toBe('0');
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps the keys of different users apart', async () => {
    const key = newNonce();
    const s2 = await server.login('s2_dir');
    const c2 = await server.login('c2_dir');
    expect((await confirm(s2, 'RP202500005', await signedConfirmation(s2, 's2_dir', 'RP202500005'), key)).body.code).toBe('0');
    const other = await confirm(c2, 'RP202500003', await signedConfirmation(c2, 'c2_dir', 'RP202500003'), key);
    expect([other.body.code, other.headers['idempotent-replayed']]).toEqual(['0', undefined]);
    expect(await storedKeys(key)).toBe(2);
  });

  it('lets exactly one of two concurrent requests with one key take effect; both get its answer', async () => {
    const c = await server.login('s3_dir');
    const key = newNonce();
    const body = await signedConfirmation(c, 's3_dir', 'RP202500007');
    const answers = await Promise.all([confirm(c, 'RP202500007', body, key), confirm(c, 'RP202500007', body, key)]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [200, '0'],
      [200, '0'],
    ]);
    expect(answers[0]!.res.body).toBe(answers[1]!.res.body);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect((await repayment('RP202500007')).status).toBe('CONFIRMED');
    expect(await storedKeys(key)).toBe(1);
  });

  it('forgets keys after 24 hours (the sweep)', async () => {
    const before = Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM idempotency'))[0]?.n);
    expect(before).toBeGreaterThan(0);
    await sweepIdempotency(server.db, server.clock.now() + IDEMPOTENCY_TTL_MS - 60_000);
    expect(Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM idempotency'))[0]?.n)).toBe(before);
    await sweepIdempotency(server.db, server.clock.now() + IDEMPOTENCY_TTL_MS + 60_000);
    expect(Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM idempotency'))[0]?.n)).toBe(0);
  });
});

describe('re-entrant transactions', () => {
  it('joins the enclosing transaction: an inner failure rolls back the outer work too', async () => {
    const count = async () => Number((await server.db.query<{ n: unknown }>("SELECT count(*) AS n FROM corp_reauth WHERE corp_id = 'S2'"))[0]?.n);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query("INSERT INTO corp_reauth (corp_id, reason, required_at) VALUES ('S2', 'TEST', 0)");
        await tx.transaction(async (inner) => {
          expect(Number((await inner.query<{ n: unknown }>("SELECT count(*) AS n FROM corp_reauth WHERE corp_id = 'S2'"))[0]?.n)).toBe(1);
          throw new Error('inner fails');
        });
      }),
    ).rejects.toThrow('inner fails');
    expect(await count()).toBe(0);
  });
});
