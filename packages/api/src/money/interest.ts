import { parseRate } from './rate';
import { divRoundHalfUp } from './round';

/** Interest and fees use a 360-day year (domain.md §7.7, §10). */
export const DAYS_PER_YEAR = 360n;

/**
 * `amount × rate × days / 360` in fen, rounded half-up to the fen exactly once (domain.md §4.1).
 * Example: 400 000.00 at 3.45% for 140 days → 5 366.67.
 * @param amountFen principal in fen
 * @param annualRate decimal (`"0.0345"`) or percent (`"3.45%"`) string
 * @param days whole days, not negative
 */
export function interestFen(amountFen: bigint, annualRate: string, days: number | bigint): bigint {
  const d = BigInt(days);
  if (d < 0n) throw new RangeError(`days must not be negative: ${days}`);
  const rate = parseRate(annualRate);
  return divRoundHalfUp(amountFen * rate.numerator * d, rate.denominator * DAYS_PER_YEAR);
}
