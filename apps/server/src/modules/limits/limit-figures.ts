/**
 * How one limit-ledger entry moves the stored figures (domain.md §6.2–§6.3), as a pure function the ledger writer
 * and the invariant checker share. Credit business (issue, sign, withdraw, recycle, cash) moves the figures of the
 * limit the credit draws on: the member's sub-limit, or the group's line. A distribution moves allocations: FREEZE
 * holds an increase on the line (it counts in `allocated` while pending), UNFREEZE drops it, USE moves it into the
 * member's sub-limit, RELEASE takes a decrease out of both.
 */
import type { BizType } from '@scf/api/contract';

export type LedgerKind = 'FREEZE' | 'UNFREEZE' | 'USE' | 'RELEASE';

export interface Figures {
  allocated: bigint;
  used: bigint;
  frozen: bigint;
}
export const ZERO: Figures = { allocated: 0n, used: 0n, frozen: 0n };

export interface FigureDeltas {
  line: Figures;
  sub: Figures;
}

const f = (allocated: bigint, used: bigint, frozen: bigint): Figures => ({ allocated, used, frozen });

export function figureDeltas(biz: BizType, kind: LedgerKind, onSub: boolean, amount: bigint): FigureDeltas {
  if (biz === 'LIMIT_DIST') {
    switch (kind) {
      case 'FREEZE':
        return { line: f(amount, 0n, 0n), sub: ZERO };
      case 'UNFREEZE':
        return { line: f(-amount, 0n, 0n), sub: ZERO };
      case 'USE':
        return { line: f(amount, 0n, 0n), sub: f(amount, 0n, 0n) };
      case 'RELEASE':
        return { line: f(-amount, 0n, 0n), sub: f(-amount, 0n, 0n) };
    }
  }
  const d = kind === 'FREEZE' ? f(0n, 0n, amount) : kind === 'UNFREEZE' ? f(0n, 0n, -amount) : kind === 'USE' ? f(0n, amount, 0n) : f(0n, -amount, 0n);
  return onSub ? { line: ZERO, sub: d } : { line: d, sub: ZERO };
}

export const addFigures = (a: Figures, b: Figures): Figures => ({ allocated: a.allocated + b.allocated, used: a.used + b.used, frozen: a.frozen + b.frozen });

/** domain.md §6.2: a line's available is what is neither allocated, used nor frozen; a sub-limit's is its allocation less used and frozen. */
export const lineAvailable = (total: bigint, x: Figures): bigint => total - x.allocated - x.used - x.frozen;
export const subAvailable = (x: Figures): bigint => x.allocated - x.used - x.frozen;
