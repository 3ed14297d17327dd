import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, discountMaturityEndpoints, exportEndpoints } from '@scf/api/contract';
import type { FiBillRow, Page } from '@scf/api/contract';
import { listFiBills, runBillMaturity } from '../../src/modules/discount';
import { discountFiBillsSource } from '../../src/modules/exports/source-discount-fi-bills';
import type { Actor } from '../../src/platform/security/actor';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();

const BAB1 = '810530300001720250606000000001';
const BAB2 = '810530300001720250612000000002';
const BAB4 = '810530300001720250530000000004';

/** 票据业务查询 (domain-lines.md §20.2): the bank's acceptances (承兑) and what it holds by discount (贴现), and their 导出. */
describe('票据业务查询', () => {
  let cm: TestClient;
  let pm: TestClient;
  const list = async (c: TestClient, filters: Record<string, string> = {}) =>
    ok<Page<FiBillRow>>(await c.callEndpoint(discountMaturityEndpoints.fiBills, { body: { page: 1, size: 10, filters } }));
  beforeAll(async () => {
    cm = await server.login('f1_cm');
    pm = await server.login('f1_pm');
  });

  it('shows F1 its three acceptances, earliest due first, with nothing held yet', async () => {
    const page = await list(cm);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.packageNo, r.drawer.corpId, r.payee.corpId, r.amount, r.issueDate, r.dueDate, r.status, r.accepted, r.held])).toEqual([
      [BAB4, 'C1', 'S1', '300000.00', '2025-05-30', '2025-08-29', 'ISSUED', true, '0.00'],
      [BAB1, 'C1', 'S1', '1200000.00', '2025-06-06', '2025-10-04', 'ISSUED', true, '0.00'],
      [BAB2, 'C1', 'S2', '500000.00', '2025-06-12', '2025-12-12', 'PENDING_RECEIVE', true, '0.00'],
    ]);
    expect((await list(pm, { view: 'HELD' })).total).toBe(0);
    expect((await list(pm, { status: 'PENDING_RECEIVE' })).rows.map((r) => r.packageNo)).toEqual([BAB2]);
    expect((await list(pm, { keyword: '苏州示例' })).rows.map((r) => r.packageNo)).toEqual([BAB2]);
    expect((await list(pm, { keyword: '20250606' })).rows.map((r) => r.packageNo)).toEqual([BAB1]);
  });

  it('another bank sees none of them; a core user is refused the page', async () => {
    const other = { corpId: 'F9', corpType: 'FI' } as Actor;
    expect(await listFiBills({ db: server.db, businessDate: '2025-06-16' }, other, { page: 1, size: 10 })).toEqual({ rows: [], total: 0 });
    const c1op = await server.login('c1_op');
    refused(await c1op.callEndpoint(discountMaturityEndpoints.fiBills, { body: { page: 1, size: 10 } }), /权限/);
    refused(await c1op.callEndpoint(exportEndpoints.count, { body: { source: 'discount-fi-bills', filters: {} } }), EXPORT_TEXT.noAccess, 'EXPORT_NO_ACCESS');
  });

  it('counts a discounted range as 持有金额 under 贴现, and at maturity settles it internally (no transfer to itself)', async () => {
    // As a signed 贴现 leaves it (§20.4): S1's whole BAB-4 is DISCOUNTED, held by F1.
    await server.db.query("UPDATE bill_range SET holder_corp_id = 'F1', status = 'DISCOUNTED', locked_by_app = NULL WHERE package_no = $1", [BAB4]);
    const held = await list(cm, { view: 'HELD' });
    expect(held.rows.map((r) => [r.packageNo, r.held])).toEqual([[BAB4, '300000.00']]);

    const run = await runBillMaturity(server.db, 0, '2025-08-29', '09:30');
    expect(run.paid).toEqual([{ packageNo: BAB4, payDate: '2025-08-29', paidToHolders: 0n, margin: 9_000_000n, debited: 21_000_000n, advance: 0n }]);
    const txns = await server.db.query<{ purpose: string; amount_fen: string }>(
      'SELECT purpose, amount_fen::text AS amount_fen FROM sim_bank_txn WHERE biz_ref = $1 ORDER BY txn_id',
      [BAB4],
    );
    expect(txns).toEqual([
      { purpose: 'MARGIN', amount_fen: '9000000' },
      { purpose: 'BILL_PAY', amount_fen: '21000000' },
    ]);
    const after = await list(cm, { view: 'HELD' });
    expect(after.rows.map((r) => [r.packageNo, r.status, r.held])).toEqual([[BAB4, 'PAID', '0.00']]);
  });

  it('导出 writes the page’s rows through the download centre', async () => {
    const count = async (filters: Record<string, string>) =>
      ok<{ count: number }>(await pm.callEndpoint(exportEndpoints.count, { body: { source: 'discount-fi-bills', filters } })).count;
    expect(await count({})).toBe(3);
    expect(await count({ view: 'HELD' })).toBe(1);
    const started = ok<{ job: { status: string; label: string; rowCount: number } }>(
      await pm.callEndpoint(exportEndpoints.start, { body: { source: 'discount-fi-bills', filters: { view: 'ACCEPTED', status: 'ISSUED' } } }),
    );
    expect(started.job).toMatchObject({ status: 'SUCCEEDED', label: '票据业务查询', rowCount: 1 });
    const rows: Array<Array<string | number>> = [];
    for await (const r of discountFiBillsSource.rows(
      { q: server.db, actor: { corpId: 'F1' } as Actor, businessDate: '2025-06-16' },
      { source: 'discount-fi-bills', filters: {} },
    ))
      rows.push(discountFiBillsSource.columns.map((c) => c.value(r)));
    expect(discountFiBillsSource.columns.map((c) => c.header)).toEqual([
      '票据包号',
      '出票人',
      '收票人',
      '承兑人',
      '票据金额',
      '出票日',
      '到期日',
      '状态',
      '持有金额',
    ]);
    expect(rows.map((r) => [r[0], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      [BAB4, 300000, '2025-05-30', '2025-08-29', '已结清', 0],
      [BAB1, 1200000, '2025-06-06', '2025-10-04', '已出票', 0],
      [BAB2, 500000, '2025-06-12', '2025-12-12', '待签收', 0],
    ]);
  });
});
