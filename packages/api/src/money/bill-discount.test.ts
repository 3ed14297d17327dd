import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfUpOf } from '../test-support/half-up';
import { HOLIDAYS_2025 } from '../test-support/holidays-2025';
import type { Deferral } from './bill-deferral';
import { discountFigures, discountTrial } from './bill-discount';
import { addCalendarDays } from './calendar';
import { parseFen } from './fen';
import { buyerSharePct } from './share';

const fen = (s: string) => parseFen(s);
/** F1's discount quote for C1's acceptances (domain-lines.md §13.12): 1.50 %, rule 1; the trial on 2025-06-16. */
const trialAtF1 = (faceFen: bigint, dueDate: string, buyerPct: number, deferral: Deferral = { rule: 1 }) =>
  discountTrial({ faceFen, annualRate: '1.50%', discountDate: '2025-06-16', dueDate, deferral, holidays: HOLIDAYS_2025, buyerPct });

describe('discount interest (domain-lines.md §20.5)', () => {
  it.each([
    // Example A: face 1 000 000.00 discounted 2025-06-16, due Saturday 2025-10-04, 1.50 %, 卖方付息
    [{ rule: 0 } as const, '2025-10-04', null, 110, '4583.33', '995416.67'],
    [{ rule: 1 } as const, '2025-10-09', '国庆节顺延', 115, '4791.67', '995208.33'],
    [{ rule: 3, remote: true, extraDays: 3 } as const, '2025-10-12', '国庆节顺延，异地顺延3天', 118, '4916.67', '995083.33'],
  ])('Example A, rule %o → %s (%s)', (deferral, galeDate, galeDateNote, days, interest, proceeds) => {
    expect(trialAtF1(fen('1000000.00'), '2025-10-04', 0, deferral)).toEqual({
      galeDate,
      galeDateNote,
      days,
      interestFen: fen(interest),
      buyerFen: 0n,
      sellerFen: fen(interest),
      proceedsFen: fen(proceeds),
    });
  });

  it.each([
    // Example B: S1 discounts 300 000.00 of BAB-1 at F1 on 2025-06-16, rule 1, 1.50 % → 115 days, interest 1 437.50
    ['卖方付息', 'SUPPLIER', undefined, '0.00', '1437.50', '298562.50'],
    ['买方付息', 'CORE', undefined, '1437.50', '0.00', '300000.00'],
    ['协议付息 60 %', 'AGREED', 60, '862.50', '575.00', '299425.00'],
  ] as const)('Example B, %s', (_label, payer, pct, buyer, seller, proceeds) => {
    expect(trialAtF1(fen('300000.00'), '2025-10-04', buyerSharePct(payer, pct))).toEqual({
      galeDate: '2025-10-09',
      galeDateNote: '国庆节顺延',
      days: 115,
      interestFen: fen('1437.50'),
      buyerFen: fen(buyer),
      sellerFen: fen(seller),
      proceedsFen: fen(proceeds),
    });
  });

  it('reproduces the BAB-4 trial of §13.12: 300 000.00 due Friday 2025-08-29 → 74 days, 925.00, proceeds 299 075.00', () => {
    const trial = trialAtF1(fen('300000.00'), '2025-08-29', 0);
    expect([trial.galeDate, trial.galeDateNote, trial.days, trial.interestFen, trial.proceedsFen]).toEqual([
      '2025-08-29',
      null,
      74,
      fen('925.00'),
      fen('299075.00'),
    ]);
  });

  it('refuses a bill whose 计息到期日 is not after the discount date (票据已到期，不能贴现)', () => {
    const base = { faceFen: fen('1000.00'), annualRate: '1.50%', buyerPct: 0 };
    expect(() => discountFigures({ ...base, discountDate: '2025-06-16', galeDate: '2025-06-16' })).toThrow(RangeError);
    expect(() => discountFigures({ ...base, discountDate: '2025-06-16', galeDate: '2025-06-15' })).toThrow(RangeError);
  });

  it('§20.7 (3): proceeds + seller = face, buyer + seller = interest, the interest rounded once', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 9_999_999_999_999_998n }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 366 }),
        fc.integer({ min: 0, max: 100 }),
        (faceFen, rateBp, days, p) => {
          const f = discountFigures({
            faceFen,
            annualRate: `${rateBp / 100}%`,
            discountDate: '2025-06-16',
            galeDate: addCalendarDays('2025-06-16', days),
            buyerPct: p,
          });
          expect(f.days).toBe(days);
          expect(f.proceedsFen + f.sellerFen).toBe(faceFen);
          expect(f.buyerFen + f.sellerFen).toBe(f.interestFen);
          expect(isHalfUpOf(f.interestFen, faceFen * BigInt(rateBp) * BigInt(days), 3_600_000n)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
