import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionWaterfall, type LoanOwed } from './collection-waterfall';
import { parseFen } from './fen';
import { orderLoanCharges } from './order-finance';

const fen = (s: string) => parseFen(s);
const LOAN = { principalFen: fen('210000.00'), annualRate: '3.80%', penaltyRate: '5.70%', graceDays: 3, valueDate: '2025-06-16', dueDate: '2025-09-15' };
/** What the §19.6 loan owes when the core pays on `day`. */
const owedOn = (day: string): LoanOwed => {
  const c = orderLoanCharges(LOAN, day);
  return { penaltyFen: c.penaltyFen, interestFen: c.interestFen, principalFen: LOAN.principalFen };
};
const PAYMENT = fen('300000.00');

describe('collectionWaterfall (domain-lines.md §19.7: penalty → interest → principal → next loan → surplus)', () => {
  it.each([
    ['2025-09-15', '0.00', '2017.17', '87982.83'], // on time
    ['2025-09-17', '0.00', '2061.50', '87938.50'], // two days late, within the grace
    ['2025-09-22', '232.75', '2017.17', '87750.08'], // seven days late
  ] as const)('the core pays 300 000.00 on %s: §19.6 releases it', (day, penalty, interest, released) => {
    expect(collectionWaterfall(PAYMENT, [owedOn(day)])).toEqual({
      parts: [{ penaltyFen: fen(penalty), interestFen: fen(interest), principalFen: fen('210000.00') }],
      releasedFen: fen(released),
    });
  });

  it('leaves a shortfall outstanding on the principal and pays older loans first', () => {
    expect(collectionWaterfall(fen('100000.00'), [owedOn('2025-09-22')])).toEqual({
      parts: [{ penaltyFen: fen('232.75'), interestFen: fen('2017.17'), principalFen: fen('97750.08') }],
      releasedFen: 0n,
    });
    const older = { penaltyFen: 0n, interestFen: fen('100.00'), principalFen: fen('1000.00') };
    expect(collectionWaterfall(fen('1200.00'), [older, owedOn('2025-09-15')])).toEqual({
      parts: [older, { penaltyFen: 0n, interestFen: fen('100.00'), principalFen: 0n }],
      releasedFen: 0n,
    });
    expect(() => collectionWaterfall(-1n, [])).toThrow(RangeError);
  });

  const owed = fc.record({
    penaltyFen: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    interestFen: fc.bigInt({ min: 0n, max: 10n ** 10n }),
    principalFen: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  });

  it('§19.9 (2): credited = Σ penalty + Σ interest + Σ principal + released, each part within what is owed, in waterfall order', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5n * 10n ** 12n }), fc.array(owed, { maxLength: 5 }), (credited, loans) => {
        const { parts, releasedFen } = collectionWaterfall(credited, loans);
        const flat = (xs: readonly LoanOwed[]) => xs.flatMap((x) => [x.penaltyFen, x.interestFen, x.principalFen]);
        const paid = flat(parts);
        const due = flat(loans);
        expect(paid.reduce((s, x) => s + x, 0n) + releasedFen).toBe(credited);
        for (const [i, x] of paid.entries()) {
          expect(x >= 0n && x <= due[i]!).toBe(true);
          // a step is paid only when every step before it is paid in full
          if (x > 0n) for (let k = 0; k < i; k++) expect(paid[k]).toBe(due[k]);
        }
        if (releasedFen > 0n) expect(paid).toEqual(due);
      }),
      { numRuns: 200 },
    );
  });
});
