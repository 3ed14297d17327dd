import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, allocationOrder } from './allocate';
import type { AllocatableCredit } from './allocate';

const credit = fc.record({
  creditNo: fc.stringMatching(/^XG2025\d{4}$/),
  amountFen: fc.bigInt({ min: 1n, max: 10_000_000_00n }),
  dueDate: fc.constantFrom('2025-07-01', '2025-08-15', '2025-09-05', '2025-12-08'),
});
const credits = fc.uniqueArray(credit, { selector: (c) => c.creditNo, maxLength: 12 });

describe('自动分配 (domain.md §7.5)', () => {
  it('takes the earliest due date first, then the lowest amount; the last credit gives the remainder', () => {
    const held: AllocatableCredit[] = [
      { creditNo: 'A', amountFen: 50_000_00n, dueDate: '2025-09-05' },
      { creditNo: 'B', amountFen: 30_000_00n, dueDate: '2025-08-01' },
      { creditNo: 'C', amountFen: 20_000_00n, dueDate: '2025-08-01' },
    ];
    expect(allocate(held, 60_000_00n)).toEqual([
      { creditNo: 'C', amountFen: 20_000_00n },
      { creditNo: 'B', amountFen: 30_000_00n },
      { creditNo: 'A', amountFen: 10_000_00n },
    ]);
    expect(allocate(held, 20_000_00n)).toEqual([{ creditNo: 'C', amountFen: 20_000_00n }]);
    expect(allocate(held, 100_000_01n)).toBeNull();
    expect(allocate(held, 0n)).toBeNull();
  });

  it('covers the target exactly whenever the credits can, with each part within its credit', () => {
    fc.assert(
      fc.property(credits, fc.bigInt({ min: 1n, max: 50_000_000_00n }), (list, target) => {
        const total = list.reduce((s, c) => s + c.amountFen, 0n);
        const out = allocate(list, target);
        if (target > total) {
          expect(out).toBeNull();
          return;
        }
        expect(out).not.toBeNull();
        const byNo = new Map(list.map((c) => [c.creditNo, c]));
        expect(out!.reduce((s, a) => s + a.amountFen, 0n)).toBe(target);
        for (const [i, a] of out!.entries()) {
          const c = byNo.get(a.creditNo)!;
          expect(a.amountFen > 0n && a.amountFen <= c.amountFen).toBe(true);
          // Only the last pick may be partial.
          if (i < out!.length - 1) expect(a.amountFen).toBe(c.amountFen);
        }
        // Every credit not picked comes after every picked one in the order.
        const picked = new Set(out!.map((a) => a.creditNo));
        const last = byNo.get(out![out!.length - 1]!.creditNo)!;
        for (const c of list) if (!picked.has(c.creditNo)) expect(allocationOrder(last, c)).toBeLessThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
