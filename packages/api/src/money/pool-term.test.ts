import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar';
import { parseFen } from './fen';
import { poolTermBuckets, termCovered, termDrawdownLimitFen } from './pool-term';

const fen = (s: string) => parseFen(s);

describe('asset pool, TERM mode (domain-lines.md §18.7)', () => {
  // Assets 1 000 000.00 due 2025-07-15 and 2025-09-15 at rate 1.00, a drawdown of 800 000.00 due 2025-08-15.
  const buckets = poolTermBuckets({
    today: '2025-06-16',
    marginFen: 0n,
    pledgeRate: '1.00',
    assets: [
      { amountFen: fen('1000000.00'), dueDate: '2025-07-15' },
      { amountFen: fen('1000000.00'), dueDate: '2025-09-15' },
    ],
    drawdowns: [{ amountFen: fen('800000.00'), dueDate: '2025-08-15' }],
  });

  it('builds a bucket from today and one at each later due date', () => {
    expect(buckets).toEqual([
      { start: '2025-06-16', cashFen: 0n },
      { start: '2025-07-15', cashFen: fen('1000000.00') },
      { start: '2025-08-15', cashFen: fen('200000.00') },
      { start: '2025-09-15', cashFen: fen('1200000.00') },
    ]);
    expect(termCovered(buckets)).toBe(true);
  });

  it('lets a drawdown due before 2025-09-15 take 200 000.00 and one due on or after it 1 200 000.00', () => {
    for (const due of ['2025-07-15', '2025-08-14', '2025-08-15', '2025-09-14']) expect(termDrawdownLimitFen(buckets, due)).toBe(fen('200000.00'));
    for (const due of ['2025-09-15', '2026-04-29']) expect(termDrawdownLimitFen(buckets, due)).toBe(fen('1200000.00'));
    // before the first asset pays there is no cash to repay from
    expect(termDrawdownLimitFen(buckets, '2025-07-14')).toBe(0n);
    expect(() => termDrawdownLimitFen(buckets, '2025-06-15')).toThrow(RangeError);
  });

  it('shows the early-repayment warning case: the 800 000.00 drawdown moved before the first asset leaves a bucket short', () => {
    const early = poolTermBuckets({
      today: '2025-06-16',
      marginFen: 0n,
      pledgeRate: '1.00',
      assets: [{ amountFen: fen('1000000.00'), dueDate: '2025-07-15' }],
      drawdowns: [{ amountFen: fen('800000.00'), dueDate: '2025-07-01' }],
    });
    expect(termCovered(early)).toBe(false);
  });

  const offset = fc.integer({ min: -10, max: 200 });
  const dated = (max: bigint) => fc.record({ amountFen: fc.bigInt({ min: 1n, max }), dueDate: offset.map((o) => addCalendarDays('2025-06-16', o)) });
  const pond = fc.record({
    today: fc.constant('2025-06-16'),
    marginFen: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    pledgeRate: fc.integer({ min: 1, max: 100 }).map((pct) => `${pct}%`),
    assets: fc.array(dated(10n ** 10n), { maxLength: 6 }),
    drawdowns: fc.array(dated(10n ** 10n), { maxLength: 5 }),
  });

  it('§18.8 (4): a drawdown within its limit keeps every bucket that was ≥ 0 at ≥ 0; one fen more breaks one', () => {
    fc.assert(
      fc.property(pond, fc.integer({ min: 0, max: 220 }), (input, dueOffset) => {
        const before = poolTermBuckets(input);
        const dueDate = addCalendarDays(input.today, dueOffset);
        const limit = termDrawdownLimitFen(before, dueDate);
        // the cash a day had before the new drawdown: that of the last bucket starting on or before it
        const cashBefore = (day: string) => before.filter((b) => b.start <= day).at(-1)!.cashFen;
        const coveredBefore = (amountFen: bigint) =>
          poolTermBuckets({ ...input, drawdowns: [...input.drawdowns, { amountFen, dueDate }] }).filter((b) => cashBefore(b.start) >= 0n);
        expect(termCovered(coveredBefore(limit))).toBe(true);
        // the buckets from the one holding the due date on
        const floor = before
          .filter((b, i) => (before[i + 1]?.start ?? '9999-12-31') > dueDate)
          .reduce((m, b) => (b.cashFen < m ? b.cashFen : m), before.at(-1)!.cashFen);
        if (floor < 0n) expect(limit).toBe(0n);
        else expect(termCovered(coveredBefore(limit + 1n))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('the last bucket holds margin + Σ values − Σ drawdowns when everything falls due by then', () => {
    fc.assert(
      fc.property(pond, (input) => {
        const buckets = poolTermBuckets({ ...input, pledgeRate: '100%' });
        const total = input.marginFen + input.assets.reduce((s, a) => s + a.amountFen, 0n) - input.drawdowns.reduce((s, d) => s + d.amountFen, 0n);
        expect(buckets.at(-1)!.cashFen).toBe(total);
        expect(buckets[0]!.start).toBe(input.today);
      }),
      { numRuns: 200 },
    );
  });
});
