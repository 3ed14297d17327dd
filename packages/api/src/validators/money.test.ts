import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, moneyFen } from './money';
import { fenToDecimal } from '../money/fen';

describe('money', () => {
  it('accepts every two-decimal amount from 0 to the spec maximum, and parses it exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_999_998n }), (fen) => {
        expect(moneyFen.parse(fenToDecimal(fen))).toBe(fen);
      }),
      { numRuns: 2000 },
    );
    expect(moneyFen.parse('99999999999999.98')).toBe(9_999_999_999_999_998n);
    expect(money.parse('1')).toBe('1');
  });

  it('refuses amounts above the maximum, negatives, three decimals and separators', () => {
    fc.assert(fc.property(fc.bigInt({ min: 9_999_999_999_999_999n, max: 10n ** 20n }), (fen) => !money.safeParse(fenToDecimal(fen)).success));
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 18n), max: -1n }), (fen) => !money.safeParse(fenToDecimal(fen)).success));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 999 }),
        (i, f) => !money.safeParse(`${i}.${String(f).padStart(3, '0')}`).success,
      ),
    );
    for (const bad of ['', '1,000.00', '1e3', '.5', '1.', ' 1', '99999999999999.99']) expect(money.safeParse(bad).success, bad).toBe(false);
  });
});
