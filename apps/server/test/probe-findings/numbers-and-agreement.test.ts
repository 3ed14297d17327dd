import { describe, expect, it } from 'vitest';
import { recordRequest } from '../../src/modules/ukey/request-records';
import { activeBindingOf } from '../../src/modules/ukey/ukey.repo';
import { BUSINESS_DATE, useTestServer } from '../helpers/test-server';

const server = useTestServer();

describe('key request numbers come from a sequence (finding 6)', () => {
  it('gives 1,500 records of one business date 1,500 distinct, consecutive numbers', async () => {
    const binding = await activeBindingOf(server.db, 'c1_dir', 'ROLE_DIRECTOR');
    if (!binding) throw new Error('c1_dir has no demo key');
    const at = { now: server.clock.now(), businessDate: BUSINESS_DATE };
    const ids = await server.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 1500; i++)
        out.push(
          await recordRequest(tx, at, { kind: 'DELETE', binding, oldSerial: binding.serialNorm, certDerB64: null, reason: '测试', createdBy: 'c1_dir' }),
        );
      return out;
    });
    expect(new Set(ids).size).toBe(1500);
    for (const id of ids) expect(id).toMatch(/^UKR20250616\d{6}$/);
    const numbers = ids.map((id) => Number(id.slice(-6)));
    expect(numbers.slice(1).every((n, i) => n === (numbers[i]! + 1) % 1_000_000)).toBe(true);
  });
});

describe('the registration agreement: the first signature stands (finding 7)', () => {
  it('keeps who signed first when the corporation signs again', async () => {
    await server.db.query("DELETE FROM agreement_sign WHERE corp_id = 'S2'");
    // Only the administrator or a director signs for the corporation (issue 26 Low).
    const first = await server.login('s2_dir');
    expect((await first.call('POST', '/v1/agreement/register/create', {})).body.data).toBe(true);
    const signedAt = server.clock.now();
    server.clock.advance(60_000);
    const second = await server.login('s2_dir');
    expect((await second.call('POST', '/v1/agreement/register/exists')).body.data).toBe(true);
    expect((await second.call('POST', '/v1/agreement/register/create', {})).body.data).toBe(true);
    const rows = await server.db.query<{ signed_by: string; signed_at: unknown }>("SELECT signed_by, signed_at FROM agreement_sign WHERE corp_id = 'S2'");
    expect(rows.map((r) => [r.signed_by, Number(r.signed_at)])).toEqual([['s2_dir', signedAt]]);
  });

  it('lets a new version replace an older signature', async () => {
    await server.db.query("UPDATE agreement_sign SET version = '2024-01', signed_by = 's3_op' WHERE corp_id = 'S3'");
    await server.db.query(
      "INSERT INTO agreement_sign (corp_id, version, signed_by, signed_at) SELECT 'S3', '2024-01', 's3_op', 0 WHERE NOT EXISTS (SELECT 1 FROM agreement_sign WHERE corp_id = 'S3')",
    );
    const c = await server.login('s3_dir');
    expect((await c.call('POST', '/v1/agreement/register/exists')).body.data).toBe(false);
    expect((await c.call('POST', '/v1/agreement/register/create', {})).body.data).toBe(true);
    const rows = await server.db.query<{ signed_by: string; version: string }>("SELECT signed_by, version FROM agreement_sign WHERE corp_id = 'S3'");
    expect(rows).toEqual([{ signed_by: 's3_dir', version: '2025-01' }]);
  });
});
