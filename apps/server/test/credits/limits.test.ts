import { describe, expect, it } from 'vitest';
import { creditEndpoints, limitEndpoints } from '@scf/api/contract';
import type { Credit, CreditLine, Page } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { app, approveWithKey, expectInvariants, figures, ledgerSnapshot, ok, originalFor, refused } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();
const distribute = async (user: string, changeAmount: string, targetCorpId = 'C2') =>
  (await server.login(user)).callEndpoint(limitEndpoints.distribute, { body: { lineId: 'L1', targetCorpId, changeAmount, reason: '调整' } });

describe('limit reads (domain.md §6.4)', () => {
  it('shows the group its line with every sub-limit, the member its own sub-limit, the bank the line it granted', async () => {
    const member = ok<CreditLine[]>(await (await server.login('c2_op')).callEndpoint(limitEndpoints.lines));
    expect(member).toHaveLength(1);
    expect(member[0]?.subLimits.map((s) => s.corp.corpId)).toEqual(['C2']);
    const bank = ok<CreditLine[]>(await (await server.login('f1_cm')).callEndpoint(limitEndpoints.lines));
    // 额度查询 is a page of 我的: every product's line (LV1 is 支付通's, domain-lines.md §13.8).
    expect(bank.map((l) => [l.lineId, l.productType])).toEqual([
      ['L1', 'CREDIT'],
      ['LV1', 'VOUCHER'],
    ]);
    expect((await (await server.login('s1_op')).callEndpoint(limitEndpoints.lines)).status).toBe(403);
  });

  it('lists the outstanding credits on a line (额度详情) and its ledger entries, newest first; others get 403 or not found', async () => {
    const c1 = await server.login('c1_query');
    const credits = ok<Page<Credit>>(
      await c1.callEndpoint(limitEndpoints.lineCredits, { params: { lineId: 'L1' }, body: { page: 1, size: 100, sort: { field: 'amount', order: 'desc' } } }),
    );
    // CR1's three live leaves, CR2 (C2's sub-limit draws on L1 too), CR4, CR6, CR8, CR9: not CR5 (cashed) nor CR7 (refused).
    expect(credits.total).toBe(8);
    expect(credits.rows.map((c) => c.amount)).toEqual(['500000.00', '400000.00', '300000.00', '300000.00', '250000.00', '200000.00', '60000.00', '50000.00']);
    const ledger = ok<Page<{ kind: string; bizType: string; amount: string }>>(
      await c1.callEndpoint(limitEndpoints.lineLedger, { params: { lineId: 'L1' }, body: { page: 1, size: 5 } }),
    );
    expect(ledger.total).toBeGreaterThan(10);
    expect(ledger.rows).toHaveLength(5);
    // The chain has no limit pages; a line of another group reads as absent.
    expect((await (await server.login('s1_op')).callEndpoint(limitEndpoints.lineLedger, { params: { lineId: 'L1' }, body: { page: 1, size: 5 } })).status).toBe(
      403,
    );
    expect((await c1.callEndpoint(limitEndpoints.lineLedger, { params: { lineId: 'L9' }, body: { page: 1, size: 5 } })).status).toBe(404);
  });
});

describe('distribution (domain.md §6.3)', () => {
  it('approves the seeded LD2 with the PENDING_LIMIT original and c1_dir’s key: C2 allocated 25,000,000.00, L1 available unchanged', async () => {
    const start = await figures(server.db);
    const dir = await server.login('c1_dir');
    const text = ok<string>(await originalFor(dir, app('LD2'), 'PENDING_LIMIT'));
    expect(text).toContain('调整金额：+5,000,000.00元（大写：伍佰万元整）');
    refused(await originalFor(dir, app('LD2')), '签名原文类型与业务不符');
    const done = ok<ApplicationDetail>(await approveWithKey(dir, 'c1_dir', app('LD2'), 'PENDING_LIMIT'));
    expect(done).toMatchObject({ status: 'COMPLETED', limitChange: { lineId: 'L1', target: { corpId: 'C2' }, changeAmount: '5000000.00' } });
    const after = await figures(server.db);
    expect(after.c2.allocated).toBe(2_500_000_000n);
    expect(after.line.allocated).toBe(start.line.allocated);
    expect(after.line.available).toBe(start.line.available);
    await expectInvariants(server.db);
  });

  it('an increase beyond the line’s available is 可用额度不足; a decrease below used + frozen is refused; nothing changes', async () => {
    const before = await ledgerSnapshot(server.db);
    refused(await distribute('c1_op', '22640000.01'), '可用额度不足', 'LIMIT_INSUFFICIENT');
    refused(await distribute('c1_op', '-24500000.01'), '调减后的分配额度不能低于成员单位已用与冻结额度之和', 'LIMIT_INSUFFICIENT');
    refused(await distribute('c1_op', '100.00', 'S1'), '请选择本集团的成员单位');
    expect((await distribute('c1_op', '0')).status).toBe(400);
    // A member may not distribute its group's line: the line is not its own.
    expect((await distribute('c2_op', '100.00')).status).toBe(404);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });

  it('an increase holds the line at once; return releases it; a decrease takes effect on approval', async () => {
    const start = await figures(server.db);
    const up = ok<ApplicationDetail>(await distribute('c1_op', '1000000.00'));
    expect((await figures(server.db)).line.available).toBe(start.line.available - 100_000_000n);
    const dir = await server.login('c1_dir');
    expect(ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: up.appNo }, body: { comment: '暂缓' } })).status).toBe(
      'RETURNED',
    );
    expect(await figures(server.db)).toEqual(start);
    const down = ok<ApplicationDetail>(await distribute('c1_op', '-2000000.00'));
    expect(await figures(server.db)).toEqual(start);
    ok(await approveWithKey(dir, 'c1_dir', down.appNo, 'PENDING_LIMIT'));
    const after = await figures(server.db);
    expect(start.c2.allocated - after.c2.allocated).toBe(200_000_000n);
    expect(after.line.available - start.line.available).toBe(200_000_000n);
    await expectInvariants(server.db);
  });
});
