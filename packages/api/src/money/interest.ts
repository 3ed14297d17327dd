import { parseRate } from './rate';
import { divRoundHalfUp } from './round';

/** Interest and fees use a 360-day year (domain.md §7.7, §10) unless an FI's product parameter says 365 (domain-lines.md §14A.2). */
export const DAYS_PER_YEAR = 360n;

/** The day-count basis of an annual rate: 360 by default, 365 where the FI's product parameter says so. */
export type DayBasis = 360 | 365;

/**
 * `amount × rate × days / basis` in fen, rounded half-up to the fen exactly once (domain.md §4.1).
 * Example: 400 000.00 at 3.45% for 140 days → 5 366.67.
 * @param amountFen principal in fen
 * @param annualRate decimal (`"0.0345"`) or percent (`"3.45%"`) string
 * @param days whole days, not negative
 * @param basis days of the year, 360 unless the product parameter says 365
 */
export function interestFen(amountFen: bigint, annualRate: string, days: number | bigint, basis: DayBasis = 360): bigint {
  const d = BigInt(days);
  if (d < 0n) throw new RangeError(`days must not be negative: ${days}`);
  if (basis !== 360 && basis !== 365) throw new RangeError(`not a day basis: ${String(basis)}`);
  const rate = parseRate(annualRate);
  return divRoundHalfUp(amountFen * rate.numerator * d, rate.denominator * BigInt(basis));
}
