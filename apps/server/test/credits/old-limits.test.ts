/**
 * 历史额度 (domain-lines.md §16.10, §13.7): L0, replaced by L1, with CR0 issued and cashed under it; the 00:05 job that
 * expires lines past their end date; credits keep the line they were issued under, its used falls as they are cashed,
 * and no new issue draws on it.
 */
import { describe, expect, it } from 'vitest';
import { cashEndpoints, limitEndpoints, oldLimitEndpoints } from '@scf/api/contract';
import type { CashPlan, CreditLine, OldLine, OldLineDetail } from '@scf/api/contract';
import { expireLines } from '../../src/modules/limits';
import { useTestServer } from '../helpers/test-server';
import { app, approveWithKey, credit, expectInvariants, figures, issue, ledgerSnapshot, ok, originalFor, refused, signedPayload } from './ledger-helpers';

const server = useTestServer();
const list = async (user: string) => ok<OldLine[]>(await (await server.login(user)).callEndpoint(oldLimitEndpoints.list));
const detail = async (user: string, lineId: string) => (await server.login(user)).callEndpoint(oldLimitEndpoints.detail, { params: { lineId } });

const L0: OldLine = {
  lineId: 'L0',
  productType: 'CREDIT',
  fi: { corpId: 'F1', corpName: expect.any(String) as string },
  corp: { corpId: 'C1', corpName: expect.any(String) as string },
  total: '30000000.00',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  status: 'REPLACED',
  replacedBy: 'L1',
  usedAtEnd: '0.00',
  outstanding: '0.00',
};

describe('历史额度 on the seed (domain-lines.md §13.7)', () => {
  it('lists L0 已替换 by L1 to the group’s and the bank’s users; 额度查询 keeps only L1; the chain has no such page', async () => {
    for (const user of ['c1_op', 'c1_dir', 'c1_query', 'f1_cm', 'f1_pm']) expect(await list(user)).toEqual([L0]);
    expect(ok<CreditLine[]>(await (await server.login('c1_op')).callEndpoint(limitEndpoints.lines)).map((l) => l.lineId)).toEqual(['L1', 'LV1']);
    expect((await (await server.login('s1_op')).callEndpoint(oldLimitEndpoints.list)).status).toBe(403);
  });

  it('details L0: its figures (all available again), CR0 to S1 已兑付 with the Σ, its USE and RELEASE entries; a line in force or unknown is not found', async () => {
    const d = ok<OldLineDetail>(await detail('c1_query', 'L0'));
    expect(d.summary).toEqual(L0);
    expect(d.line).toMatchObject({
      lineId: 'L0',
      status: 'REPLACED',
      total: '30000000.00',
      used: '0.00',
      frozen: '0.00',
      available: '30000000.00',
      subLimits: [],
    });
    expect(d.credits).toEqual([
      {
        creditNo: credit('CR0'),
        receiver: { corpId: 'S1', corpName: expect.any(String) },
        amount: '500000.00',
        issueDate: '2024-03-01',
        dueDate: '2024-08-30',
        status: 'CASHED',
      },
    ]);
    expect(d.creditsTotal).toBe('500000.00');
    expect(d.ledger.map((e) => [e.kind, e.bizNo, e.amount, e.businessDate])).toEqual([
      ['USE', credit('CR0'), '500000.00', '2024-03-01'],
      ['RELEASE', credit('CR0'), '500000.00', '2024-08-30'],
    ]);
    expect((await detail('c1_query', 'L1')).status).toBe(404);
    expect((await detail('c1_query', 'L9')).status).toBe(404);
    // L1 still keeps 22,640,000.00 available with L0 beside it.
    expect((await figures(server.db)).line.available).toBe(2_264_000_000n);
    await expectInvariants(server.db);
  });
});

describe('line expiry (00:05, domain-lines.md §14A.6)', () => {
  it('expires L1 only after 2025-12-31, once; its used and frozen at the end and its outstanding credits show in 历史额度', async () => {
    const f = await figures(server.db);
    expect(await expireLines(server.db, Date.now(), '2025-12-31')).toEqual([]);
    // LV1, 支付通's line (domain-lines.md §13.8), ends the same day.
    expect(await expireLines(server.db, Date.now(), '2026-01-01')).toEqual(['L1', 'LV1']);
    expect(await expireLines(server.db, Date.now(), '2026-01-02')).toEqual([]);
    const l1 = (await list('c1_op')).find((l) => l.lineId === 'L1');
    // CR1-A, CR1-B1, CR1-B2, CR2 (C2's sub-limit), CR4, CR6, CR8, CR9 are still outstanding; ISS-3's 800,000.00 is frozen.
    const held = f.line.used + f.line.frozen + f.c2.used + f.c2.frozen;
    expect(l1).toMatchObject({ status: 'EXPIRED', replacedBy: null, usedAtEnd: (Number(held) / 100).toFixed(2), outstanding: '2060000.00' });
    expect(ok<CreditLine[]>(await (await server.login('c1_op')).callEndpoint(limitEndpoints.lines))).toEqual([]);
    await expectInvariants(server.db);
  });

  it('no new issue draws on the expired line: a new application has no limit, and ISS-3 (waiting since before) is not approved', async () => {
    refused(await issue(await server.login('c1_op')), '开立方无有效额度');
    refused(await issue(await server.login('c2_op'), { issuer: 'C2' }), '开立方无有效额度');
    const before = await ledgerSnapshot(server.db);
    refused(await approveWithKey(await server.login('c1_dir'), 'c1_dir', app('ISS-3')), '额度不在有效期内');
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });

  it('cashing a credit issued under the expired line lowers its used and its outstanding; the credit keeps the line', async () => {
    const before = await figures(server.db);
    const dir = await server.login('c1_dir');
    const planNo = app('CSH-0620');
    const original = ok<string>(await originalFor(dir, planNo));
    const done = ok<CashPlan>(await dir.callEndpoint(cashEndpoints.approve, { params: { planNo }, body: signedPayload('c1_dir', original, planNo) }));
    expect(done).toMatchObject({ status: 'PAID', paidTotal: '200000.00' });
    expect(before.line.used - (await figures(server.db)).line.used).toBe(20_000_000n);
    const l1 = ok<OldLineDetail>(await detail('c1_op', 'L1'));
    expect(l1.summary.outstanding).toBe('1860000.00');
    expect(l1.credits.find((c) => c.creditNo === credit('CR4'))?.status).toBe('CASHED');
    await expectInvariants(server.db);
  });
});
