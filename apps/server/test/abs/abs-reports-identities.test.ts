import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABS_BUCKETS } from '@scf/api/contract';
import type { AbsReceivableStatus } from '@scf/api/contract';
import { addCalendarDays } from '@scf/api/money';
import { BUCKET_OF_STATUS, bucketed, overview, poolFigures, reconcile, totalOf } from '../../src/modules/abs/abs-reports.calc';
import type { ReportReceivable } from '../../src/modules/abs/abs-reports.calc';
import { RECEIVABLE_MOVES, REGISTERED, movesFrom } from '../../src/modules/abs/abs.state';

/**
 * §18.8 (1): the report identities I1–I5 of §18.6 hold at any 统计截止日 over random histories of the §18.2 moves
 * (registration, confirmation, transfer, pooling, collection, 逾期, disputes and cancellations), with the sums checked
 * here by hand as well as by the badge.
 */
const START = '2025-01-01';
const DEBTORS = [
  { id: 'C1', group: 'C1' },
  { id: 'C2', group: 'C1' },
  { id: 'C9', group: 'C9' },
];

/** One receivable's random history: its final row, each step a day after the previous. */
function history(i: number, picks: number[], debtor: number, amountFen: bigint, dueIn: number, priceCut: number): ReportReceivable & { end: number } {
  let status: AbsReceivableStatus = REGISTERED;
  let day = i % 5;
  const at = (d: number) => addCalendarDays(START, d);
  const r: ReportReceivable & { end: number } = {
    receivableNo: `ABR2025010100${String(i).padStart(4, '0')}`,
    debtorCorpId: DEBTORS[debtor]!.id,
    debtorName: DEBTORS[debtor]!.id,
    groupCorpId: DEBTORS[debtor]!.group,
    groupName: DEBTORS[debtor]!.group,
    amountFen,
    dueDate: at(day + dueIn),
    status,
    registeredDate: at(day),
    confirmedDate: null,
    transferDate: null,
    priceFen: null,
    productCode: null,
    poolBatchNo: null,
    poolDate: null,
    settledDate: null,
    end: day,
  };
  for (const p of picks) {
    const legal = movesFrom(status);
    if (legal.length === 0) break;
    const move = legal[p % legal.length]!;
    day += 1 + (p % 7);
    status = RECEIVABLE_MOVES[move].to;
    if (move === 'CONFIRM') r.confirmedDate = at(day);
    if (move === 'TRANSFER_PAID') [r.transferDate, r.priceFen] = [at(day), amountFen - BigInt(priceCut) * (amountFen / 1000n)];
    if (move === 'POOL') [r.poolDate, r.productCode, r.poolBatchNo] = [at(day), `P${p % 2}`, `PIB${String(day).padStart(14, '0')}`];
    if (move === 'SETTLE') r.settledDate = at(day);
  }
  return { ...r, status, end: day };
}

const arbHistories = fc.array(
  fc.record({
    picks: fc.array(fc.nat({ max: 1000 }), { maxLength: 12 }),
    debtor: fc.nat({ max: DEBTORS.length - 1 }),
    amountFen: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
    dueIn: fc.integer({ min: 1, max: 120 }),
    priceCut: fc.integer({ min: 0, max: 60 }),
  }),
  { minLength: 1, maxLength: 25 },
);

describe('the report identities I1–I5 (property)', () => {
  it('hold at any 统计截止日 over random histories, and the buckets at the business date are the statuses', () => {
    fc.assert(
      fc.property(arbHistories, fc.nat({ max: 200 }), (specs, tPick) => {
        const rows = specs.map((s, i) => history(i, s.picks, s.debtor, s.amountFen, s.dueIn, s.priceCut));
        const businessDate = addCalendarDays(START, Math.max(...rows.map((r) => r.end)));
        for (const asOf of [businessDate, addCalendarDays(START, tPick)]) {
          const b = bucketed(rows, asOf, businessDate);
          expect(reconcile(b, asOf)).toEqual({ consistent: true, label: '对账一致', failed: [] });
          // By hand: I1 per member row; I2 group total = member total; I4 per product; I5 price total.
          const members = overview(b, 'DEBTOR');
          for (const o of members) expect(ABS_BUCKETS.reduce((s, k) => s + o.buckets[k], 0n)).toBe(o.registeredFen);
          expect(totalOf(overview(b, 'GROUP'))).toEqual(totalOf(members));
          for (const p of poolFigures(b, asOf, 'PRODUCT').values()) expect(p.pooledFen + p.overdueFen + p.settledFen).toBe(p.amountFen);
          const paid = rows.filter((r) => r.transferDate !== null && r.transferDate <= asOf && r.registeredDate <= asOf && BUCKET_OF_STATUS[r.status] !== null);
          expect(totalOf(members).priceFen).toBe(paid.reduce((s, r) => s + (r.priceFen ?? 0n), 0n));
        }
        for (const { r, bucket } of bucketed(rows, businessDate, businessDate)) expect(bucket).toBe(BUCKET_OF_STATUS[r.status]);
      }),
      { numRuns: 30 },
    );
  });
});
