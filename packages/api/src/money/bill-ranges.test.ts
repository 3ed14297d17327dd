import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillRange, bestFitRange, packageRange, partitionsPackage, rangeAmountFen, splitRange } from './bill-ranges';
import { parseFen } from './fen';

const fen = (s: string) => parseFen(s);

describe('bill sub-ranges (domain-lines.md §20.1)', () => {
  it('discounting 300 000.00 of a 1 200 000.00 package takes 1–30000000 and leaves 30000001–120000000 (900 000.00)', () => {
    const face = fen('1200000.00');
    const whole = packageRange(face, true);
    expect(whole).toEqual({ start: 1n, end: 120_000_000n });
    const { taken, rest } = splitRange(whole, fen('300000.00'));
    expect(taken).toEqual({ start: 1n, end: 30_000_000n });
    expect(rest).toEqual({ start: 30_000_001n, end: 120_000_000n });
    expect(rangeAmountFen(rest!, face)).toBe(fen('900000.00'));
  });

  it('keeps a non-splittable package as 0–0, worth the whole amount and never split', () => {
    const face = fen('500000.00');
    const range = packageRange(face, false);
    expect(range).toEqual({ start: 0n, end: 0n });
    expect(rangeAmountFen(range, face)).toBe(face);
    expect(() => splitRange(range, 1n)).toThrow(RangeError);
  });

  it('takes a whole range without a rest, and refuses more than the range or nothing', () => {
    expect(splitRange({ start: 5n, end: 9n }, 5n)).toEqual({ taken: { start: 5n, end: 9n }, rest: null });
    expect(() => splitRange({ start: 5n, end: 9n }, 6n)).toThrow(RangeError);
    expect(() => splitRange({ start: 5n, end: 9n }, 0n)).toThrow(RangeError);
    expect(() => rangeAmountFen({ start: 9n, end: 5n }, 100n)).toThrow(RangeError);
  });

  it('tells a partition of the package from a gap, an overlap, a short or long cover and a mixed 0–0', () => {
    const face = 100n;
    expect(
      partitionsPackage(
        [
          { start: 31n, end: 100n },
          { start: 1n, end: 30n },
        ],
        face,
      ),
    ).toBe(true);
    expect(partitionsPackage([{ start: 0n, end: 0n }], face)).toBe(true);
    expect(
      partitionsPackage(
        [
          { start: 1n, end: 30n },
          { start: 32n, end: 100n },
        ],
        face,
      ),
    ).toBe(false);
    expect(
      partitionsPackage(
        [
          { start: 1n, end: 30n },
          { start: 30n, end: 100n },
        ],
        face,
      ),
    ).toBe(false);
    expect(partitionsPackage([{ start: 1n, end: 99n }], face)).toBe(false);
    expect(partitionsPackage([{ start: 1n, end: 101n }], face)).toBe(false);
    expect(
      partitionsPackage(
        [
          { start: 0n, end: 0n },
          { start: 1n, end: 100n },
        ],
        face,
      ),
    ).toBe(false);
    expect(partitionsPackage([], face)).toBe(false);
  });

  it('picks the held range closest above the amount, the lowest on a tie', () => {
    const held = [
      { start: 1n, end: 100n },
      { start: 101n, end: 130n },
      { start: 131n, end: 160n },
      { start: 0n, end: 0n },
    ];
    expect(bestFitRange(held, 25n)).toEqual({ start: 101n, end: 130n });
    expect(bestFitRange(held, 31n)).toEqual({ start: 1n, end: 100n });
    expect(bestFitRange(held, 101n)).toBeNull();
  });

  it('§20.7 (1): after any partial discounts the live ranges partition 1–N with no gap or overlap, Σ = face, each take the lowest part', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 9_999_999_999_999_998n }), fc.array(fc.bigInt({ min: 1n, max: 10n ** 16n }), { maxLength: 12 }), (face, takes) => {
        let live: BillRange[] = [packageRange(face, true)];
        for (const raw of takes) {
          const largest = live.reduce((m, r) => (r.end - r.start + 1n > m ? r.end - r.start + 1n : m), 0n);
          const amount = (raw % largest) + 1n;
          const parent = bestFitRange(live, amount)!;
          const { taken, rest } = splitRange(parent, amount);
          expect(taken.start).toBe(parent.start);
          // the parent goes SPLIT; its two parts are live
          live = [...live.filter((r) => r !== parent), taken, ...(rest ? [rest] : [])];
        }
        const sorted = [...live].sort((a, b) => (a.start < b.start ? -1 : 1));
        expect(sorted[0]!.start).toBe(1n);
        expect(sorted.at(-1)!.end).toBe(face);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBe(sorted[i - 1]!.end + 1n);
        expect(sorted.reduce((s, r) => s + rangeAmountFen(r, face), 0n)).toBe(face);
        expect(partitionsPackage(live, face)).toBe(true);
        // dropping any live range but a sole one leaves a gap
        if (live.length > 1) expect(partitionsPackage(live.slice(1), face)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
