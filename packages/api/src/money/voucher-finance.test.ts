import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar';
import { parseFen } from './fen';
import { financeFigures } from './finance';
import { buyerSharePct } from './share';
import { voucherFinanceFigures } from './voucher-finance';

/** Seed VC2 (domain-lines.md §13.8): 80 000.00 funded 2025-06-16, due 2025-09-30, band > 90 days. */
const VC2 = { amountFen: parseFen('80000.00'), annualRate: '3.60%', serviceFeeRate: '0.20%', valueDate: '2025-06-16', dueDate: '2025-09-30' };
const fen = (s: string) => parseFen(s);

describe('voucherFinanceFigures (domain-lines.md §17.3)', () => {
  it.each([
    // row, payer, p, buyerInterest, sellerInterest, buyerFee, sellerFee, holder receives, issuer pays extra; the annualised cost is
    // (sellerInterest + sellerFee) / net × 360 / 106, worked out by hand (not printed in §17.3)
    ['SUPPLIER (p = 0)', 'SUPPLIER', undefined, '0.00', '848.00', '0.00', '47.11', '79104.89', '0.00', '3.84'],
    ['CORE (p = 100)', 'CORE', undefined, '848.00', '0.00', '47.11', '0.00', '80000.00', '895.11', '0.00'],
    ['AGREED (p = 60)', 'AGREED', 60, '508.80', '339.20', '28.27', '18.84', '79641.96', '537.07', '1.53'],
  ] as const)('the worked example, %s', (_row, payer, pct, bi, si, bf, sf, net, charge, annualised) => {
    expect(voucherFinanceFigures({ ...VC2, buyerPct: buyerSharePct(payer, pct) })).toEqual({
      days: 106,
      interestFen: fen('848.00'),
      serviceFeeFen: fen('47.11'),
      buyerInterestFen: fen(bi),
      sellerInterestFen: fen(si),
      buyerFeeFen: fen(bf),
      sellerFeeFen: fen(sf),
      netFen: fen(net),
      buyerChargeFen: fen(charge),
      annualisedCostPercent: annualised,
    });
  });

  it('checks AGREED as §17.3 does: 537.07 + 339.20 + 18.84 = 895.11 = interest + fee', () => {
    const f = voucherFinanceFigures({ ...VC2, buyerPct: 60 });
    expect(f.buyerChargeFen + f.sellerInterestFen + f.sellerFeeFen).toBe(fen('895.11'));
  });

  it('counts on a 365-day basis when the product says so', () => {
    const f = voucherFinanceFigures({ ...VC2, buyerPct: 0, basis: 365 });
    expect(f.interestFen).toBe(fen('836.38'));
    expect(f.serviceFeeFen).toBe(fen('46.47'));
  });

  it('refuses a due date on the value date and a non-positive amount', () => {
    expect(() => voucherFinanceFigures({ ...VC2, buyerPct: 0, dueDate: VC2.valueDate })).toThrow(RangeError);
    expect(() => voucherFinanceFigures({ ...VC2, buyerPct: 0, amountFen: 0n })).toThrow(RangeError);
  });

  it('§17.6 (2): net + sellerInterest + sellerFee = F and buyerCharge + sellerInterest + sellerFee = interest + fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 9_999_999_999_999_998n }),
        fc.integer({ min: 1, max: 3_600 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 360 }),
        fc.integer({ min: 0, max: 100 }),
        (amountFen, rateBp, feeBp, days, p) => {
          const annualRate = `${rateBp / 100}%`;
          const serviceFeeRate = `${feeBp / 100}%`;
          const input = { amountFen, annualRate, serviceFeeRate, valueDate: '2025-06-16', dueDate: addCalendarDays('2025-06-16', days) };
          const f = voucherFinanceFigures({ ...input, buyerPct: p });
          expect(f.days).toBe(days);
          expect(f.netFen + f.sellerInterestFen + f.sellerFeeFen).toBe(amountFen);
          expect(f.buyerChargeFen + f.sellerInterestFen + f.sellerFeeFen).toBe(f.interestFen + f.serviceFeeFen);
          // p = 0 is the credit financing of §7.7 paid by the supplier
          if (p === 0) {
            const credit = financeFigures({ ...input, interestPayer: 'SUPPLIER' });
            expect([f.interestFen, f.serviceFeeFen, f.netFen]).toEqual([credit.interestFen, credit.serviceFeeFen, credit.netFen]);
          }
          if (p === 100) expect(f.netFen).toBe(amountFen);
        },
      ),
      { numRuns: 200 },
    );
  });
});
