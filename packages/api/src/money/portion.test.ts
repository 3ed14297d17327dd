import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfUpOf } from '../test-support/half-up';
import { annualisedPercent } from './annualised';
import { parseFen } from './fen';
import { portionFen } from './portion';

describe('portionFen = round2(amount × rate)', () => {
  it('matches the flat figures of domain-lines.md', () => {
    expect(portionFen(parseFen('500000.00'), '0.10%')).toBe(parseFen('500.00'));
    expect(portionFen(parseFen('500000.00'), '97%')).toBe(parseFen('485000.00'));
    expect(portionFen(parseFen('200000.00'), '0.30')).toBe(parseFen('60000.00'));
    expect(portionFen(parseFen('300000.00'), '0.90')).toBe(parseFen('270000.00'));
    expect(portionFen(1n, '0.5')).toBe(1n);
    expect(portionFen(1n, '0.4999')).toBe(0n);
  });

  it('is one half-up rounding of the exact product', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_999_998n }), fc.integer({ min: 0, max: 1_000_000 }), (amount, millionths) => {
        const got = portionFen(amount, `${Math.floor(millionths / 1e6)}.${String(millionths % 1e6).padStart(6, '0')}`);
        expect(isHalfUpOf(got, amount * BigInt(millionths), 1_000_000n)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('annualisedPercent = cost / base × basis / days, percent to two decimals', () => {
  it('reproduces §18.4: (10 441.67 + 500.00) / 489 058.33 × 360 / 179 = 4.50 %', () => {
    expect(annualisedPercent(parseFen('10941.67'), parseFen('489058.33'), 179)).toBe('4.50');
    expect(annualisedPercent(0n, parseFen('80000.00'), 106)).toBe('0.00');
    expect(annualisedPercent(parseFen('3.60'), parseFen('100.00'), 365, 365)).toBe('3.60');
  });

  it('refuses a base or term of nothing', () => {
    expect(() => annualisedPercent(1n, 0n, 10)).toThrow(RangeError);
    expect(() => annualisedPercent(1n, 100n, 0)).toThrow(RangeError);
  });

  it('is one half-up rounding of the exact figure, in hundredths of a percent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 1, max: 3650 }), (cost, base, days) => {
        const hundredths = parseFen(annualisedPercent(cost, base, days));
        expect(isHalfUpOf(hundredths, cost * 360n * 10_000n, base * BigInt(days))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
