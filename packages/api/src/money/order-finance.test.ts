import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar';
import { parseFen } from './fen';
import { interestFen } from './interest';
import { orderFinanceCapFen, orderFinanceRefusal, orderLoanCharges, orderLoanFunding } from './order-finance';
import { portionFen } from './portion';

const fen = (s: string) => parseFen(s);
/** Line LE1 (domain-lines.md §13.11): 3.80 %, fee 0.10 %, grace 3 days, penalty 5.70 %. The §19.6 loan on PO-2025-001. */
const LOAN = { principalFen: fen('210000.00'), annualRate: '3.80%', penaltyRate: '5.70%', graceDays: 3, valueDate: '2025-06-16', dueDate: '2025-09-15' };

describe('e订通 formulas (domain-lines.md §19.6)', () => {
  it('caps PO-2025-001 at 210 000.00: 300 000.00 × 70 %, below the line available 1 475 000.00', () => {
    const po1 = { confirmedAmountFen: fen('300000.00'), maxRatio: '70%', openPrincipalFen: 0n, lineAvailableFen: fen('1475000.00') };
    expect(orderFinanceCapFen(po1)).toBe(fen('210000.00'));
    expect(orderFinanceCapFen({ ...po1, lineAvailableFen: fen('100000.00') })).toBe(fen('100000.00'));
    expect(orderFinanceCapFen({ ...po1, openPrincipalFen: fen('200000.00') })).toBe(fen('10000.00'));
    expect(orderFinanceCapFen({ ...po1, openPrincipalFen: fen('250000.00') })).toBe(0n);
  });

  it('refuses above the cap with the §19.8 texts: the order cap, or the line when the line binds', () => {
    const po1 = { confirmedAmountFen: fen('300000.00'), maxRatio: '70%', openPrincipalFen: 0n, lineAvailableFen: fen('1475000.00') };
    expect(orderFinanceRefusal({ ...po1, amountFen: fen('210000.00') })).toBeNull();
    expect(orderFinanceRefusal({ ...po1, amountFen: fen('210000.01') })).toBe('融资金额不能超过订单可融资上限210,000.00元');
    expect(orderFinanceRefusal({ ...po1, openPrincipalFen: fen('200000.00'), amountFen: fen('10000.01') })).toBe('融资金额不能超过订单可融资上限10,000.00元');
    expect(orderFinanceRefusal({ ...po1, openPrincipalFen: fen('250000.00'), amountFen: fen('0.01') })).toBe('融资金额不能超过订单可融资上限0.00元');
    expect(orderFinanceRefusal({ ...po1, lineAvailableFen: fen('100000.00'), amountFen: fen('150000.00') })).toBe('授信额度不足，当前可用额度为100,000.00元');
    expect(orderFinanceRefusal({ ...po1, lineAvailableFen: fen('210000.00'), amountFen: fen('210000.01') })).toBe('融资金额不能超过订单可融资上限210,000.00元');
    expect(() => orderFinanceRefusal({ ...po1, amountFen: 0n })).toThrow(RangeError);
  });

  it('deducts the fee at funding: 210.00, disbursed 209 790.00; PO-2025-003 350.00, disbursed 349 650.00', () => {
    expect(orderLoanFunding({ principalFen: LOAN.principalFen, feeRate: '0.10%' })).toEqual({ feeFen: fen('210.00'), disbursedFen: fen('209790.00') });
    expect(orderLoanFunding({ principalFen: fen('350000.00'), feeRate: '0.10%' })).toEqual({ feeFen: fen('350.00'), disbursedFen: fen('349650.00') });
    expect(() => orderLoanFunding({ principalFen: 0n, feeRate: '0.10%' })).toThrow(RangeError);
  });

  it.each([
    // repay date, overdue days, interest days, interest, penalty
    ['2025-09-15', 0, 91, '2017.17', '0.00'], // on time
    ['2025-09-17', 2, 93, '2061.50', '0.00'], // within the grace: interest runs on
    ['2025-09-18', 3, 94, '2083.67', '0.00'], // the last day of the grace
    ['2025-09-19', 4, 91, '2017.17', '133.00'], // beyond the grace: interest stops at the due date
    ['2025-09-22', 7, 91, '2017.17', '232.75'],
    ['2025-08-15', 0, 60, '1330.00', '0.00'], // 提前还款: interest to the actual day
  ] as const)('charges on %s', (repayDate, overdueDays, interestDays, interest, penalty) => {
    expect(orderLoanCharges(LOAN, repayDate)).toEqual({ overdueDays, interestDays, interestFen: fen(interest), penaltyFen: fen(penalty) });
  });

  it('reproduces the PO-2025-003 seed loan: 350 000.00 from 2025-05-16 to 2025-08-15 → 3 361.94', () => {
    expect(orderLoanCharges({ ...LOAN, principalFen: fen('350000.00'), valueDate: '2025-05-16', dueDate: '2025-08-15' }, '2025-08-15').interestFen).toBe(
      fen('3361.94'),
    );
  });

  it('refuses a repayment before the value date, a due date on it and a negative grace', () => {
    expect(() => orderLoanCharges(LOAN, '2025-06-15')).toThrow(RangeError);
    expect(() => orderLoanCharges({ ...LOAN, dueDate: LOAN.valueDate }, '2025-06-16')).toThrow(RangeError);
    expect(() => orderLoanCharges({ ...LOAN, graceDays: -1 }, '2025-09-15')).toThrow(RangeError);
  });

  it('§19.9 (1): a financing within the cap keeps Σ principal ≤ round2(确认金额 × ratio) and within the line', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 100 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (confirmedAmountFen, ratioPct, openPrincipalFen, lineAvailableFen, amountFen) => {
          const maxRatio = `${ratioPct}%`;
          const cap = orderFinanceCapFen({ confirmedAmountFen, maxRatio, openPrincipalFen, lineAvailableFen });
          expect(cap >= 0n).toBe(true);
          const refusal = orderFinanceRefusal({ confirmedAmountFen, maxRatio, openPrincipalFen, lineAvailableFen, amountFen });
          expect(refusal === null).toBe(amountFen <= cap);
          if (amountFen <= cap) {
            expect(openPrincipalFen + amountFen <= portionFen(confirmedAmountFen, maxRatio)).toBe(true);
            expect(amountFen <= lineAvailableFen).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('§19.9 (3): disbursed + fee = principal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 9_999_999_999_999_998n }), fc.integer({ min: 0, max: 1_000 }), (principalFen, feeBp) => {
        const f = orderLoanFunding({ principalFen, feeRate: `${feeBp / 100}%` });
        expect(f.disbursedFen + f.feeFen).toBe(principalFen);
        expect(f.feeFen >= 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('no penalty within the grace; beyond it interest stops at the due date and the penalty runs over every overdue day', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.integer({ min: 1, max: 180 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 40 }),
        (principalFen, term, graceDays, late) => {
          const terms = { ...LOAN, principalFen, graceDays, dueDate: addCalendarDays(LOAN.valueDate, term) };
          const c = orderLoanCharges(terms, addCalendarDays(terms.dueDate, late));
          expect(c.overdueDays).toBe(late);
          if (late <= graceDays) expect([c.interestDays, c.penaltyFen]).toEqual([term + late, 0n]);
          else {
            expect([c.interestDays, c.interestFen]).toEqual([term, interestFen(principalFen, LOAN.annualRate, term)]);
            expect(c.penaltyFen).toBe(interestFen(principalFen, LOAN.penaltyRate, late));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
