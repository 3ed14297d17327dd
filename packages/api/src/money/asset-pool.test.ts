import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coversExposure, drawdownInterestFen, poolTotalFigures, totalDrawdownFits } from './asset-pool';
import { parseFen } from './fen';

const fen = (s: string) => parseFen(s);
/** Seed P1 (domain-lines.md §13.10): TOTAL, pledge rate 0.90, margin 0.00, draw rate 3.50 %. */
const CR1_B2 = fen('300000.00');
const CR2 = fen('500000.00');
const D1 = { principalFen: fen('100000.00'), repaidPrincipalFen: 0n };
const D2 = { principalFen: fen('200000.00'), repaidPrincipalFen: 0n };
const p1 = (assetAmountsFen: bigint[], drawdowns: (typeof D1)[], marginFen = 0n) =>
  poolTotalFigures({ assetAmountsFen, pledgeRate: '0.90', marginFen, drawdowns });

describe('asset pool, TOTAL mode (domain-lines.md §18.7 worked example)', () => {
  it('seed P1 on 2025-06-16: poolLimit 270 000.00, exposure 100 000.00, available 170 000.00', () => {
    expect(p1([CR1_B2], [D1])).toEqual({
      assetValueFen: fen('270000.00'),
      poolLimitFen: fen('270000.00'),
      exposureFen: fen('100000.00'),
      availableFen: fen('170000.00'),
      levelPercent: '270.00',
    });
  });

  it('pooling CR2 raises the limit to 720 000.00 (available 620 000.00); D2 of 200 000.00 leaves 420 000.00', () => {
    const pooled = p1([CR1_B2, CR2], [D1]);
    expect([pooled.poolLimitFen, pooled.availableFen]).toEqual([fen('720000.00'), fen('620000.00')]);
    expect(totalDrawdownFits(pooled, D2.principalFen)).toBe(true);
    const drawn = p1([CR1_B2, CR2], [D1, D2]);
    expect([drawn.exposureFen, drawn.availableFen]).toEqual([fen('300000.00'), fen('420000.00')]);
  });

  it('出池 CR1-B2 is allowed (450 000.00 ≥ 300 000.00); 出池 CR2 is not (270 000.00 < 300 000.00)', () => {
    expect(coversExposure(p1([CR2], [D1, D2]))).toBe(true);
    expect(p1([CR2], [D1, D2]).poolLimitFen).toBe(fen('450000.00'));
    expect(coversExposure(p1([CR1_B2], [D1, D2]))).toBe(false);
    expect(p1([CR1_B2], [D1, D2]).poolLimitFen).toBe(fen('270000.00'));
  });

  it('on 2025-09-05 CR1-B2 cashed into the margin keeps the level up: 450 000.00 + 300 000.00 = 750 000.00', () => {
    expect(p1([CR2], [D1, D2], CR1_B2).poolLimitFen).toBe(fen('750000.00'));
  });

  it('refuses a drawdown beyond available, and every drawdown below the exposure (池水位预警)', () => {
    const pooled = p1([CR1_B2], [D1]);
    expect(totalDrawdownFits(pooled, fen('170000.00'))).toBe(true);
    expect(totalDrawdownFits(pooled, fen('170000.01'))).toBe(false);
    expect(totalDrawdownFits(pooled, 0n)).toBe(false);
    const short = p1([], [D1]);
    expect(short.availableFen).toBe(fen('-100000.00'));
    expect(totalDrawdownFits(short, 1n)).toBe(false);
  });

  it('drawdown interest: D2 1 575.00 for 81 days; D1 1 118.06 on its due date (115 days), 398.61 early (41 days)', () => {
    const rate = '3.50%';
    expect(drawdownInterestFen({ principalFen: D2.principalFen, drawRate: rate, valueDate: '2025-06-16', repayDate: '2025-09-05' })).toBe(fen('1575.00'));
    const d1 = (repayDate: string) => drawdownInterestFen({ principalFen: D1.principalFen, drawRate: rate, valueDate: '2025-05-06', repayDate });
    expect(d1('2025-08-29')).toBe(fen('1118.06'));
    expect(D1.principalFen + d1('2025-08-29')).toBe(fen('101118.06'));
    expect(d1('2025-06-16')).toBe(fen('398.61'));
    expect(() => d1('2025-05-05')).toThrow(RangeError);
  });

  it('refuses repaid principal beyond the principal and a negative margin', () => {
    expect(() => p1([CR1_B2], [{ principalFen: 10n, repaidPrincipalFen: 11n }])).toThrow(RangeError);
    expect(() => p1([CR1_B2], [], -1n)).toThrow(RangeError);
  });

  const drawdown = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }))
    .map(([principalFen, repaid]) => ({ principalFen, repaidPrincipalFen: repaid % (principalFen + 1n) }));
  const pond = fc.record({
    assetAmountsFen: fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { maxLength: 8 }),
    pledgeRate: fc.integer({ min: 1, max: 100 }).map((pct) => `${pct}%`),
    marginFen: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    drawdowns: fc.array(drawdown, { maxLength: 6 }),
  });

  it('§18.8 (4): available = poolLimit − exposure, exposure = Σ disbursed − Σ repaid, and an allowed drawdown leaves available ≥ 0', () => {
    fc.assert(
      fc.property(pond, fc.bigInt({ min: 1n, max: 10n ** 13n }), (input, amountFen) => {
        const before = poolTotalFigures(input);
        expect(before.availableFen).toBe(before.poolLimitFen - before.exposureFen);
        const disbursed = input.drawdowns.reduce((s, d) => s + d.principalFen, 0n);
        const repaid = input.drawdowns.reduce((s, d) => s + d.repaidPrincipalFen, 0n);
        expect(before.exposureFen).toBe(disbursed - repaid);
        expect(before.assetValueFen <= input.assetAmountsFen.reduce((s, a) => s + a, 0n)).toBe(true);
        const after = poolTotalFigures({ ...input, drawdowns: [...input.drawdowns, { principalFen: amountFen, repaidPrincipalFen: 0n }] });
        expect(after.availableFen).toBe(before.availableFen - amountFen);
        if (totalDrawdownFits(before, amountFen)) expect(after.availableFen >= 0n).toBe(true);
        else expect(after.availableFen < 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('§18.8 (4): an allowed 出池 never leaves available < 0', () => {
    fc.assert(
      fc.property(pond, fc.nat(), (input, pick) => {
        const out = input.assetAmountsFen.filter((_, i) => i !== pick % Math.max(1, input.assetAmountsFen.length));
        const after = poolTotalFigures({ ...input, assetAmountsFen: out });
        expect(coversExposure(after)).toBe(after.availableFen >= 0n);
      }),
      { numRuns: 200 },
    );
  });
});
