import { describe, expect, it } from 'vitest';
import { partitionsPackage } from '@scf/api/money';
import { rangeBounds, rangeFen, rangesOf } from '../../src/modules/discount/bills.repo';
import type { PackageRow } from '../../src/modules/discount/bills.repo';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

/** The discount area's shared seed (domain-lines.md §13.12) and the package invariant §20.7 (1) on it. */
describe('discount seed', () => {
  it('has BAB-1, BAB-2 and BAB-4 as numbered in §13.12, each partitioned by its live ranges', async () => {
    const packages = await server.db.query<PackageRow>('SELECT * FROM bill_package ORDER BY package_no');
    expect(packages.map((p) => [p.package_no, p.payee_corp_id, p.status])).toEqual([
      ['810530300001720250530000000004', 'S1', 'ISSUED'],
      ['810530300001720250606000000001', 'S1', 'ISSUED'],
      ['810530300001720250612000000002', 'S2', 'PENDING_RECEIVE'],
    ]);
    for (const p of packages) {
      const face = BigInt(String(p.amount_fen));
      const live = (await rangesOf(server.db, p.package_no)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
      expect(live.reduce((sum, r) => sum + rangeFen(r, face), 0n)).toBe(face);
      expect(partitionsPackage(live.map(rangeBounds), face)).toBe(true);
    }
    const bab1 = await rangesOf(server.db, '810530300001720250606000000001');
    expect(bab1.map((r) => [String(r.start_no), String(r.end_no), r.holder_corp_id, r.status])).toEqual([['1', '120000000', 'S1', 'HELD']]);
  });

  it('has LB1 at 20 000 000.00 with the three packages’ exposures used, and F1’s 1.50 % quote for C1', async () => {
    const [line] = await server.db.query<{ total_fen: string; used_fen: string }>("SELECT total_fen, used_fen FROM bab_line WHERE line_id = 'LB1'");
    expect([String(line?.total_fen), String(line?.used_fen)]).toEqual(['2000000000', '140000000']);
    const [quote] = await server.db.query<{ annual_rate: string; deferral_rule: number }>(
      "SELECT * FROM discount_quote WHERE fi_corp_id = 'F1' AND drawer_corp_id = 'C1'",
    );
    expect([quote?.annual_rate, Number(quote?.deferral_rule)]).toEqual(['1.50%', 1]);
  });
});
