import { calendarDaysBetween } from './calendar';
import { fenToDecimal } from './fen';
import { type DayBasis, interestFen } from './interest';
import { portionFen } from './portion';
import { divRoundHalfUp } from './round';

/** A drawdown that is FUNDED or OVERDUE: what it counts towards the exposure is principal − repaid principal. */
export interface OpenDrawdown {
  principalFen: bigint;
  repaidPrincipalFen: bigint;
}

export interface PoolTotalInput {
  /** Amounts of the IN_POOL assets that count (the caller leaves out MATURED ones and those unpaid after their due date). */
  assetAmountsFen: readonly bigint[];
  /** `"0.90"` or `"90%"`. */
  pledgeRate: string;
  /** Balance of the POOL_MARGIN account. */
  marginFen: bigint;
  drawdowns: readonly OpenDrawdown[];
}

export interface PoolTotalFigures {
  /** Σ round2(amount × pledgeRate), each asset rounded once. */
  assetValueFen: bigint;
  /** 池额度: Σ value + margin. */
  poolLimitFen: bigint;
  /** 已提款敞口: Σ (principal − repaidPrincipal). */
  exposureFen: bigint;
  /** 可用额度: poolLimit − exposure; negative when the pool has fallen below its exposure (池水位预警). */
  availableFen: bigint;
  /** 池水位: poolLimit ÷ exposure in percent with two decimals; null with no exposure. */
  levelPercent: string | null;
}

/** An asset's value in the pool: round2(amount × pledgeRate) (domain-lines.md §18.7). */
export function pledgeValueFen(amountFen: bigint, pledgeRate: string): bigint {
  return portionFen(amountFen, pledgeRate);
}

/**
 * The TOTAL-mode level of a pond (domain-lines.md §18.7). Example (seed P1): CR1-B2 300 000.00 at 0.90, margin 0.00,
 * D1 100 000.00 open → poolLimit 270 000.00, exposure 100 000.00, available 170 000.00.
 */
export function poolTotalFigures(input: PoolTotalInput): PoolTotalFigures {
  if (input.marginFen < 0n) throw new RangeError('a margin balance is not negative');
  let assetValue = 0n;
  for (const amount of input.assetAmountsFen) {
    if (amount <= 0n) throw new RangeError('a pooled asset has a positive amount');
    assetValue += pledgeValueFen(amount, input.pledgeRate);
  }
  let exposure = 0n;
  for (const d of input.drawdowns) {
    if (d.repaidPrincipalFen < 0n || d.repaidPrincipalFen > d.principalFen) throw new RangeError('repaid principal lies within 0 and the principal');
    exposure += d.principalFen - d.repaidPrincipalFen;
  }
  const poolLimit = assetValue + input.marginFen;
  return {
    assetValueFen: assetValue,
    poolLimitFen: poolLimit,
    exposureFen: exposure,
    availableFen: poolLimit - exposure,
    levelPercent: exposure === 0n ? null : fenToDecimal(divRoundHalfUp(poolLimit * 10_000n, exposure)),
  };
}

/** A TOTAL-mode drawdown fits when 0 < amount ≤ available (which also refuses every drawdown under 池水位预警). */
export function totalDrawdownFits(figures: Pick<PoolTotalFigures, 'availableFen'>, amountFen: bigint): boolean {
  return amountFen > 0n && amountFen <= figures.availableFen;
}

/** The coverage test of 出池 and 保证金提取 (TOTAL): the figures after the change still cover the exposure. */
export function coversExposure(after: Pick<PoolTotalFigures, 'poolLimitFen' | 'exposureFen'>): boolean {
  return after.poolLimitFen >= after.exposureFen;
}

/**
 * Drawdown interest, paid with the principal: round2(principal × drawRate × (repayDate − valueDate) / 360).
 * Example: 200 000.00 at 3.50 % for 81 days → 1 575.00.
 */
export function drawdownInterestFen(input: { principalFen: bigint; drawRate: string; valueDate: string; repayDate: string; basis?: DayBasis }): bigint {
  const days = calendarDaysBetween(input.valueDate, input.repayDate);
  if (days < 0) throw new RangeError(`a drawdown is repaid on or after its value date: ${input.valueDate} → ${input.repayDate}`);
  return interestFen(input.principalFen, input.drawRate, days, input.basis);
}
