import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/platform/business-date';
import { withdrawableFen } from '../../src/modules/pond/pond-margin.rules';
import { figuresOf, termBucketsOf } from '../../src/modules/pond/pond.rules';
import type { PondState } from '../../src/modules/pond/pond.rules';
import type { AssetRow, DrawdownRow, PondRow } from '../../src/modules/pond/pond.repo';
import { termCovered, termDrawdownLimitFen } from '@scf/api/money';

/**
 * §18.8 (4) as properties over random ponds (fixed seed and runs): after any drawdown a TERM pond allows (≤ its bucket's
 * figure) every bucket stays ≥ 0; after any 保证金提取 up to 可提取, a TOTAL pond keeps available ≥ 0 and a TERM pond keeps
 * every bucket ≥ 0 — with assets 出池中 already out and drawdowns under review already drawn.
 */
const TODAY = '2025-06-16';
const OPTS = { numRuns: 200, seed: 3118 } as const;

const arbAsset = fc.record({
  amountFen: fc.bigInt({ min: 1n, max: 100_000_000n }),
  dueIn: fc.integer({ min: 0, max: 300 }),
  status: fc.constantFrom('IN_POOL', 'IN_POOL', 'PENDING_OUT', 'OUT', 'MATURED'),
});
const arbDraw = fc.record({
  principalFen: fc.bigInt({ min: 1n, max: 80_000_000n }),
  repaidPct: fc.integer({ min: 0, max: 100 }),
  dueIn: fc.integer({ min: 1, max: 300 }),
  status: fc.constantFrom('FUNDED', 'FUNDED', 'OVERDUE', 'PENDING_REVIEW', 'PENDING_FI', 'REPAID'),
});
const arbPond = fc.record({
  mode: fc.constantFrom('TOTAL', 'TERM'),
  rate: fc.constantFrom('0.90', '1.00', '0.75'),
  marginFen: fc.bigInt({ min: 0n, max: 50_000_000n }),
  assets: fc.array(arbAsset, { maxLength: 6 }),
  draws: fc.array(arbDraw, { maxLength: 5 }),
});

type PondSpec = typeof arbPond extends fc.Arbitrary<infer T> ? T : never;

function stateOf(p: PondSpec): PondState {
  const pond = { pond_no: 'PND20250616000001', credit_mode: p.mode, pledge_rate: p.rate, margin_fen: p.marginFen.toString() } as unknown as PondRow;
  const assets = p.assets.map(
    (a, i) => ({ pr_no: `PRC${i}`, amount_fen: a.amountFen.toString(), due_date: addDays(TODAY, a.dueIn), status: a.status }) as unknown as AssetRow,
  );
  const drawdowns = p.draws.map(
    (d, i) =>
      ({
        drawdown_no: `PDD${i}`,
        principal_fen: d.principalFen.toString(),
        repaid_principal_fen: d.status === 'REPAID' ? d.principalFen.toString() : ((d.principalFen * BigInt(d.repaidPct)) / 100n).toString(),
        due_date: addDays(TODAY, d.dueIn),
        status: d.status,
      }) as unknown as DrawdownRow,
  );
  return { pond, assets, drawdowns };
}

const pendingOut = (s: PondState) => new Set(s.assets.filter((a) => a.status === 'PENDING_OUT').map((a) => a.pr_no));

describe('§18.8 (4) pool invariants (properties)', () => {
  it('TERM: a drawdown of at most its bucket’s figure never leaves a bucket negative', () => {
    fc.assert(
      fc.property(arbPond, fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 100 }), (p, dueIn, pct) => {
        const s = stateOf({ ...p, mode: 'TERM' });
        const before = termBucketsOf(s, TODAY, { without: pendingOut(s) });
        fc.pre(termCovered(before));
        const due = addDays(TODAY, dueIn);
        const limit = termDrawdownLimitFen(before, due);
        const amount = (limit * BigInt(pct)) / 100n;
        fc.pre(amount > 0n);
        const after: PondState = {
          ...s,
          drawdowns: [
            ...s.drawdowns,
            {
              drawdown_no: 'PDDNEW',
              principal_fen: amount.toString(),
              repaid_principal_fen: '0',
              due_date: due,
              status: 'PENDING_REVIEW',
            } as unknown as DrawdownRow,
          ],
        };
        expect(termCovered(termBucketsOf(after, TODAY, { without: pendingOut(after) }))).toBe(true);
      }),
      OPTS,
    );
  });

  it('保证金提取 up to 可提取 keeps available ≥ 0 (TOTAL) or every bucket ≥ 0 (TERM), and never exceeds the margin', () => {
    fc.assert(
      fc.property(arbPond, fc.bigInt({ min: 0n, max: 10_000_000n }), fc.integer({ min: 0, max: 100 }), (p, pendingFen, pct) => {
        const s = stateOf(p);
        const pending = pendingFen > p.marginFen ? p.marginFen : pendingFen;
        const max = withdrawableFen(s, TODAY, pending);
        expect(max >= 0n).toBe(true);
        expect(max <= p.marginFen - pending).toBe(true);
        const take = (max * BigInt(pct)) / 100n;
        if (take === 0n) return;
        const after: PondState = { ...s, pond: { ...s.pond, margin_fen: (p.marginFen - pending - take).toString() } as unknown as PondRow };
        // Drawdowns under review count as drawn (the withdrawal must leave room for them).
        const drawn: PondState = {
          ...after,
          drawdowns: after.drawdowns.map((d) => (d.status === 'PENDING_REVIEW' || d.status === 'PENDING_FI' ? { ...d, status: 'FUNDED' } : d)),
        };
        if (p.mode === 'TERM') expect(termCovered(termBucketsOf(after, TODAY, { without: pendingOut(after) }))).toBe(true);
        else expect(figuresOf(drawn, TODAY, pendingOut(drawn)).availableFen >= 0n).toBe(true);
      }),
      OPTS,
    );
  });
});
