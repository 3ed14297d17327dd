import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAcceptanceFigures } from './bank-acceptance';
import { parseFen } from './fen';

const fen = (s: string) => parseFen(s);
/** Line LB1 (domain-lines.md §13.12): margin 30 %, fee 0.05 %. */
const LB1 = { marginRatio: '30%', acceptFeeRate: '0.05%' };

describe('bankAcceptanceFigures (domain-lines.md §20.3)', () => {
  it('200 000.00 at 30 % → margin 60 000.00, exposure 140 000.00, fee 100.00', () => {
    expect(bankAcceptanceFigures({ ...LB1, faceFen: fen('200000.00') })).toEqual({
      marginFen: fen('60000.00'),
      exposureFen: fen('140000.00'),
      feeFen: fen('100.00'),
    });
  });

  it('matches the §13.12 seed: BAB-1 margin 360 000.00 and fee 600.00; LB1 used 840 000.00 + 350 000.00 + 210 000.00, margin 360 000.00 + 150 000.00 + 90 000.00', () => {
    expect(bankAcceptanceFigures({ ...LB1, faceFen: fen('1200000.00') })).toEqual({
      marginFen: fen('360000.00'),
      exposureFen: fen('840000.00'),
      feeFen: fen('600.00'),
    });
    const accepted = ['1200000.00', '500000.00', '300000.00'].map((face) => bankAcceptanceFigures({ ...LB1, faceFen: fen(face) }));
    expect(accepted.reduce((s, f) => s + f.exposureFen, 0n)).toBe(fen('1400000.00'));
    expect(accepted.reduce((s, f) => s + f.marginFen, 0n)).toBe(fen('600000.00'));
  });

  it('refuses a margin ratio above 100 % and a face of nothing', () => {
    expect(() => bankAcceptanceFigures({ ...LB1, faceFen: fen('100.00'), marginRatio: '101%' })).toThrow(RangeError);
    expect(() => bankAcceptanceFigures({ ...LB1, faceFen: 0n })).toThrow(RangeError);
  });

  it('margin + exposure = face, margin within the face', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 9_999_999_999_999_998n }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (faceFen, marginPct, feeBp) => {
          const f = bankAcceptanceFigures({ faceFen, marginRatio: `${marginPct}%`, acceptFeeRate: `${feeBp / 100}%` });
          expect(f.marginFen + f.exposureFen).toBe(faceFen);
          expect(f.marginFen >= 0n && f.exposureFen >= 0n && f.feeFen >= 0n).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
