import { parseRate } from './rate';
import { divRoundHalfUp } from './round';

/**
 * `amount × rate` in fen, rounded half-up once: a flat (non-annualised) fee, a margin, a pledge value or a price ratio
 * (domain-lines.md §14A.2). Example: 500 000.00 × 0.10% → 500.00; 200 000.00 × 30% → 60 000.00.
 * @param rate decimal (`"0.97"`) or percent (`"97%"`) string
 */
export function portionFen(amountFen: bigint, rate: string): bigint {
  const r = parseRate(rate);
  return divRoundHalfUp(amountFen * r.numerator, r.denominator);
}
