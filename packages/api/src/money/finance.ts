import { calendarDaysBetween } from './calendar';
import { interestFen } from './interest';

/** Who pays interest and fee (domain.md §7.7): 卖方付息 (deducted from the proceeds) or 买方付息 (billed to the core). */
export type InterestPayer = 'SUPPLIER' | 'CORE';

/** A pricing quote of an FI for an issuer (domain.md §13.3): the rate for remaining terms up to `maxDays` (null: no upper bound). */
export interface FinanceQuote {
  /** Remaining term bound in days, inclusive; null for the open-ended band. */
  maxDays: number | null;
  /** Annual rate as a decimal or percent string (`"0.0345"`, `"3.45%"`). */
  annualRate: string;
  serviceFeeRate: string;
  interestPayer: InterestPayer;
}

export interface FinanceFigures {
  days: number;
  interestFen: bigint;
  serviceFeeFen: bigint;
  netFen: bigint;
}

/**
 * The quote band for a remaining term: the narrowest band whose bound covers the days. Undefined when none does
 * (the caller refuses with 未配置报价).
 */
export function quoteForTerm<Q extends Pick<FinanceQuote, 'maxDays'>>(quotes: readonly Q[], days: number): Q | undefined {
  const covering = quotes.filter((q) => q.maxDays === null || days <= q.maxDays);
  return covering.sort((a, b) => (a.maxDays ?? Number.POSITIVE_INFINITY) - (b.maxDays ?? Number.POSITIVE_INFINITY))[0];
}

/**
 * The financing formula of domain.md §7.7, exact in fen: days = dueDate − valueDate (≥ 1), interest and fee each
 * `amount × rate × days / 360` rounded half-up to the fen once, net = amount − interest − fee when the supplier pays,
 * the whole amount when the core pays. Shared by the apply form's preview and the server (apply and funding).
 */
export function financeFigures(input: {
  amountFen: bigint;
  annualRate: string;
  serviceFeeRate: string;
  interestPayer: InterestPayer;
  valueDate: string;
  dueDate: string;
}): FinanceFigures {
  if (input.amountFen <= 0n) throw new RangeError('finance amount must be positive');
  const days = calendarDaysBetween(input.valueDate, input.dueDate);
  if (days < 1) throw new RangeError(`the due date must lie after the value date: ${input.valueDate} → ${input.dueDate}`);
  const interest = interestFen(input.amountFen, input.annualRate, days);
  const fee = interestFen(input.amountFen, input.serviceFeeRate, days);
  const net = input.interestPayer === 'SUPPLIER' ? input.amountFen - interest - fee : input.amountFen;
  return { days, interestFen: interest, serviceFeeFen: fee, netFen: net };
}
