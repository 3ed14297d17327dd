import { fenToDecimal } from './fen';
import type { DayBasis } from './interest';
import { divRoundHalfUp } from './round';

/**
 * The annualised cost of a deduction, in percent with two decimals rounded half-up (`"4.50"`):
 * `cost / base × basis / days` (domain-lines.md §17.3 for the holder's cost of a voucher financing, §18.4 for a transfer).
 * @param costFen what the receiver gives up (interest, discount, fees)
 * @param baseFen what the receiver gets in hand, positive
 * @param days the term in days, at least 1
 */
export function annualisedPercent(costFen: bigint, baseFen: bigint, days: number, basis: DayBasis = 360): string {
  if (baseFen <= 0n) throw new RangeError('the base of an annualised cost must be positive');
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`the term of an annualised cost is at least one day: ${days}`);
  // hundredths of a percent: cost × basis × 100 × 100 / (base × days)
  return fenToDecimal(divRoundHalfUp(costFen * BigInt(basis) * 10_000n, baseFen * BigInt(days)));
}
