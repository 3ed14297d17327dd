import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfUpOf } from '../test-support/half-up';
import { absTransferPrice } from './abs-price';
import { addCalendarDays } from './calendar';
import { parseFen } from './fen';

/** F1's ABS quote for C1 and C2 (domain-lines.md §13.9). */
const F1_QUOTE = { priceMode: 'DISCOUNT', discountRate: '4.20%', serviceFeeRate: '0.10%' } as const;
const fen = (s: string) => parseFen(s);

describe('absTransferPrice (domain-lines.md §18.4)', () => {
  it('reproduces the AP1 example: 500 000.00 due 2025-12-12, transferred 2025-06-16', () => {
    expect(absTransferPrice({ ...F1_QUOTE, amountFen: fen('500000.00'), valueDate: '2025-06-16', dueDate: '2025-12-12' })).toEqual({
      days: 179,
      discountFen: fen('10441.67'),
      priceFen: fen('489558.33'),
      serviceFeeFen: fen('500.00'),
      supplierReceivesFen: fen('489058.33'),
      annualisedCostPercent: '4.50',
    });
  });

  it('prices AP1 in RATIO mode at 97 % (the cost figure worked out by hand)', () => {
    const f = absTransferPrice({
      priceMode: 'RATIO',
      ratio: '97%',
      serviceFeeRate: '0.10%',
      amountFen: fen('500000.00'),
      valueDate: '2025-06-16',
      dueDate: '2025-12-12',
    });
    expect(f).toEqual({
      days: 179,
      discountFen: fen('15000.00'),
      priceFen: fen('485000.00'),
      serviceFeeFen: fen('500.00'),
      supplierReceivesFen: fen('484500.00'),
      annualisedCostPercent: '6.43',
    });
  });

  it.each([
    // §13.9 seed rows: amount, transfer date, due date, days, discount, price, fee; AP3's 785 200.00 is the §13.7 receipt
    ['AP3', '800000.00', '2025-05-20', '2025-10-17', 150, '14000.00', '786000.00', '800.00', '785200.00'],
    ['AP4', '200000.00', '2025-03-14', '2025-06-13', 91, '2123.33', '197876.67', '200.00', '197676.67'],
    ['AP5', '150000.00', '2025-06-16', '2025-11-28', 165, '2887.50', '147112.50', '150.00', '146962.50'],
  ] as const)('reproduces the seed figures of %s', (_no, amount, valueDate, dueDate, days, discount, price, fee, receives) => {
    const f = absTransferPrice({ ...F1_QUOTE, amountFen: fen(amount), valueDate, dueDate });
    expect([f.days, f.discountFen, f.priceFen, f.serviceFeeFen, f.supplierReceivesFen]).toEqual([days, fen(discount), fen(price), fen(fee), fen(receives)]);
  });

  it('sums to the §18.6 转让价款合计 of the transferred seed rows: 786 000.00 + 197 876.67 = 983 876.67', () => {
    const price = (amount: string, valueDate: string, dueDate: string) =>
      absTransferPrice({ ...F1_QUOTE, amountFen: fen(amount), valueDate, dueDate }).priceFen;
    expect(price('800000.00', '2025-05-20', '2025-10-17') + price('200000.00', '2025-03-14', '2025-06-13')).toBe(fen('983876.67'));
  });

  it('refuses a ratio above 100 %, a due date on the value date and a fee that takes the whole price', () => {
    const base = { amountFen: fen('1000.00'), valueDate: '2025-06-16', dueDate: '2025-07-16', serviceFeeRate: '0.10%' };
    expect(() => absTransferPrice({ ...base, priceMode: 'RATIO', ratio: '101%' })).toThrow(RangeError);
    expect(() => absTransferPrice({ ...base, ...F1_QUOTE, dueDate: base.valueDate })).toThrow(RangeError);
    expect(() => absTransferPrice({ ...base, priceMode: 'RATIO', ratio: '50%', serviceFeeRate: '50%' })).toThrow(RangeError);
  });

  it('§18.8 (2): price ≤ amount, fee ≥ 0, discount + price = amount, receives + fee = price, the discount rounded once', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 9_999_999_999_999_998n }),
        fc.integer({ min: 0, max: 3_600 }),
        fc.integer({ min: 5_000, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 360 }),
        fc.boolean(),
        (amountFen, rateBp, ratioBp, feeBp, days, discountMode) => {
          const terms = discountMode
            ? { priceMode: 'DISCOUNT' as const, discountRate: `${rateBp / 100}%` }
            : { priceMode: 'RATIO' as const, ratio: `${ratioBp / 100}%` };
          const f = absTransferPrice({
            ...terms,
            amountFen,
            serviceFeeRate: `${feeBp / 100}%`,
            valueDate: '2025-06-16',
            dueDate: addCalendarDays('2025-06-16', days),
          });
          expect(f.priceFen <= amountFen && f.serviceFeeFen >= 0n).toBe(true);
          expect(f.discountFen + f.priceFen).toBe(amountFen);
          expect(f.supplierReceivesFen + f.serviceFeeFen).toBe(f.priceFen);
          if (discountMode) {
            // discount = amount × rateBp / 10 000 × days / 360
            expect(isHalfUpOf(f.discountFen, amountFen * BigInt(rateBp) * BigInt(days), 3_600_000n)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
