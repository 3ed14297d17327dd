import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfUpOf } from '../test-support/half-up';
import { parseFen } from './fen';
import { buyerSharePct, splitShare } from './share';

describe('shares (domain-lines.md §14A.2)', () => {
  it('rounds the buyer part of the rounded component and leaves the remainder to the seller (§17.3, §20.5)', () => {
    expect(splitShare(parseFen('47.11'), 60)).toEqual({ buyerFen: parseFen('28.27'), sellerFen: parseFen('18.84') });
    expect(splitShare(parseFen('848.00'), 60)).toEqual({ buyerFen: parseFen('508.80'), sellerFen: parseFen('339.20') });
    expect(splitShare(parseFen('1437.50'), 60)).toEqual({ buyerFen: parseFen('862.50'), sellerFen: parseFen('575.00') });
    expect(splitShare(parseFen('0.05'), 50)).toEqual({ buyerFen: 3n, sellerFen: 2n });
  });

  it('maps the payer to p and refuses an agreed share outside 1–99', () => {
    expect(buyerSharePct('SUPPLIER')).toBe(0);
    expect(buyerSharePct('CORE')).toBe(100);
    expect(buyerSharePct('AGREED', 60)).toBe(60);
    for (const bad of [undefined, 0, 100, 60.5]) expect(() => buyerSharePct('AGREED', bad)).toThrow(RangeError);
    expect(() => splitShare(100n, 101)).toThrow(RangeError);
  });

  it('buyer + seller = component, the buyer part is one half-up rounding, and it grows with p', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_999_998n }), fc.integer({ min: 0, max: 99 }), (component, p) => {
        const { buyerFen, sellerFen } = splitShare(component, p);
        expect(buyerFen + sellerFen).toBe(component);
        expect(isHalfUpOf(buyerFen, component * BigInt(p), 100n)).toBe(true);
        expect(splitShare(component, p + 1).buyerFen >= buyerFen).toBe(true);
        expect(sellerFen >= 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
