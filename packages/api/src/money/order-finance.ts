import { calendarDaysBetween } from './calendar';
import { formatFen } from './fen';
import { type DayBasis, interestFen } from './interest';
import { portionFen } from './portion';

/** What the cap of an order is computed from (domain-lines.md §19.6). */
export interface OrderCapInput {
  confirmedAmountFen: bigint;
  /** 融资比例上限 of the line, e.g. `"70%"`. */
  maxRatio: string;
  /** Σ principal of the order's open or funded financings. */
  openPrincipalFen: bigint;
  lineAvailableFen: bigint;
}

/** round2(确认金额 × maxRatio) − open principal: the order's own room, before the line. */
function orderRoomFen(input: OrderCapInput): bigint {
  return portionFen(input.confirmedAmountFen, input.maxRatio) - input.openPrincipalFen;
}

/**
 * 可融资上限 of an order (domain-lines.md §19.6): min(round2(确认金额 × maxRatio) − Σ principal of the order's open or funded
 * financings, line available), never below 0. Example: 300 000.00 at 70 %, nothing open, line 1 475 000.00 → 210 000.00.
 */
export function orderFinanceCapFen(input: OrderCapInput): bigint {
  const orderRoom = orderRoomFen(input);
  const cap = orderRoom < input.lineAvailableFen ? orderRoom : input.lineAvailableFen;
  return cap > 0n ? cap : 0n;
}

/**
 * The refusal of a financing amount above the cap (domain-lines.md §19.8), null when it fits: 授信额度不足，当前可用额度为X元
 * when the line is what binds, else 融资金额不能超过订单可融资上限X元. Example: 210 000.01 on PO-2025-001 →
 * 融资金额不能超过订单可融资上限210,000.00元. An amount of 0.00 or less is the input schema's to refuse (RangeError).
 */
export function orderFinanceRefusal(input: OrderCapInput & { amountFen: bigint }): string | null {
  if (input.amountFen <= 0n) throw new RangeError('a financing amount is positive');
  const cap = orderFinanceCapFen(input);
  if (input.amountFen <= cap) return null;
  const lineBinds = input.lineAvailableFen < orderRoomFen(input);
  return lineBinds ? `授信额度不足，当前可用额度为${formatFen(cap)}元` : `融资金额不能超过订单可融资上限${formatFen(cap)}元`;
}

/** The one-off fee deducted at funding: fee = round2(principal × feeRate), disbursed = principal − fee. */
export function orderLoanFunding(input: { principalFen: bigint; feeRate: string }): { feeFen: bigint; disbursedFen: bigint } {
  if (input.principalFen <= 0n) throw new RangeError('a loan principal is positive');
  const fee = portionFen(input.principalFen, input.feeRate);
  if (fee > input.principalFen) throw new RangeError('the fee exceeds the principal');
  return { feeFen: fee, disbursedFen: input.principalFen - fee };
}

export interface OrderLoanTerms {
  principalFen: bigint;
  annualRate: string;
  penaltyRate: string;
  /** 宽限期（天）. */
  graceDays: number;
  valueDate: string;
  dueDate: string;
  basis?: DayBasis;
}

export interface OrderLoanCharges {
  /** repayDate − dueDate, 0 when repaid on or before the due date. */
  overdueDays: number;
  /** Days interest runs: to repayDate within the grace, to dueDate beyond it. */
  interestDays: number;
  interestFen: bigint;
  penaltyFen: bigint;
}

/**
 * What a loan owes besides its principal when repaid on `repayDate` (domain-lines.md §19.6, 利随本清): within the grace
 * interest runs at the normal rate to repayDate and there is no penalty; beyond it interest stops at dueDate and
 * penalty = round2(principal × penaltyRate × overdueDays / 360). Example: 210 000.00 at 3.80 % for 91 days → 2 017.17;
 * 7 days late at 5.70 % → penalty 232.75.
 */
export function orderLoanCharges(terms: OrderLoanTerms, repayDate: string): OrderLoanCharges {
  if (!Number.isInteger(terms.graceDays) || terms.graceDays < 0) throw new RangeError(`grace days are a whole number ≥ 0: ${terms.graceDays}`);
  const toRepay = calendarDaysBetween(terms.valueDate, repayDate);
  const toDue = calendarDaysBetween(terms.valueDate, terms.dueDate);
  if (toDue < 1) throw new RangeError(`the due date must lie after the value date: ${terms.valueDate} → ${terms.dueDate}`);
  if (toRepay < 0) throw new RangeError(`a loan is repaid on or after its value date: ${terms.valueDate} → ${repayDate}`);
  const overdueDays = Math.max(0, toRepay - toDue);
  if (overdueDays <= terms.graceDays) {
    return { overdueDays, interestDays: toRepay, interestFen: interestFen(terms.principalFen, terms.annualRate, toRepay, terms.basis), penaltyFen: 0n };
  }
  return {
    overdueDays,
    interestDays: toDue,
    interestFen: interestFen(terms.principalFen, terms.annualRate, toDue, terms.basis),
    penaltyFen: interestFen(terms.principalFen, terms.penaltyRate, overdueDays, terms.basis),
  };
}
