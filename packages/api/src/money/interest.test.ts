import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestFen } from './interest';
import { parseFen } from './fen';
import { divRoundHalfUp } from './round';

describe('interestFen = amount × rate × days / 360, half-up once', () => {
  it('matches the worked examples of domain.md', () => {
    expect(interestFen(parseFen('400000.00'), '0.0345', 140)).toBe(parseFen('5366.67'));
    expect(interestFen(parseFen('400000.00'), '0.20%', 140)).toBe(parseFen('311.11'));
    expect(interestFen(parseFen('10000.00'), '3.6%', 90)).toBe(parseFen('90.00'));
    expect(interestFen(parseFen('250000.00'), '0.036', 115)).toBe(parseFen('2875.00'));
  });

  it('takes a 365-day basis where the product parameter says so (domain-lines.md §14A.2)', () => {
    // 80 000.00 × 3.60 % × 106 / 365 = 836.383… (836.38); on 360 it is 848.00
    expect(interestFen(parseFen('80000.00'), '3.60%', 106, 365)).toBe(parseFen('836.38'));
    expect(interestFen(parseFen('80000.00'), '3.60%', 106, 360)).toBe(parseFen('848.00'));
    expect(() => interestFen(100n, '0.1', 1, 364 as 365)).toThrow(RangeError);
  });

  it('rounds an exact half up', () => {
    // 0.01 × 0.5 × 360 / 360 = 0.005 yuan = 0.5 fen → 1 fen
    expect(interestFen(1n, '0.5', 360)).toBe(1n);
    expect(interestFen(1n, '0.4', 360)).toBe(0n);
  });

  it('is exact on the spec maximum (no float anywhere)', () => {
    expect(interestFen(parseFen('99999999999999.98'), '1', 360)).toBe(9_999_999_999_999_998n);
  });

  it('rejects bad rates and negative days', () => {
    expect(() => interestFen(100n, 'abc', 1)).toThrow(RangeError);
    expect(() => interestFen(100n, '0.1', -1)).toThrow(RangeError);
  });

  it('agrees with a remainder-based half-up oracle', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 9_999_999_999_999_998n }),
        fc.integer({ min: 0, max: 999999 }),
        fc.integer({ min: 0, max: 3650 }),
        (amount, rateMillionths, days) => {
          const num = amount * BigInt(rateMillionths) * BigInt(days);
          const den = 1_000_000n * 360n;
          const q = num / den;
          const expected = (num % den) * 2n >= den ? q + 1n : q;
          const rate = `0.${rateMillionths.toString().padStart(6, '0')}`;
          expect(interestFen(amount, rate, days)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('divRoundHalfUp rounds halves away from zero', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfUp(4n, 3n)).toBe(1n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});
