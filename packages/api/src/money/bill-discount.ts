import { type Deferral, deferInterestDueDate } from './bill-deferral';
import { type HolidayCalendar, termDays } from './calendar';
import { type DayBasis, interestFen } from './interest';
import { splitShare } from './share';

export interface DiscountInput {
  /** 贴现金额: the part of the bill discounted. */
  faceFen: bigint;
  annualRate: string;
  discountDate: string;
  /** p: 0 卖方付息, 100 买方付息, 1–99 协议付息 (see `buyerSharePct`). */
  buyerPct: number;
  basis?: DayBasis;
}

export interface DiscountFigures {
  days: number;
  /** 贴现利息: round2(face × rate × days / basis). */
  interestFen: bigint;
  /** 买方付息: paid by the drawer at discount. */
  buyerFen: bigint;
  /** 卖方付息: deducted from the proceeds. */
  sellerFen: bigint;
  /** 实付金额: face − seller. */
  proceedsFen: bigint;
}

/** The discount figures for a given 计息到期日: days = galeDate − discountDate ≥ 1 (else the bill is due: 票据已到期，不能贴现). */
export function discountFigures(input: DiscountInput & { galeDate: string }): DiscountFigures {
  if (input.faceFen <= 0n) throw new RangeError('a discount amount is positive');
  const days = termDays(input.discountDate, input.galeDate);
  const interest = interestFen(input.faceFen, input.annualRate, days, input.basis);
  const { buyerFen, sellerFen } = splitShare(interest, input.buyerPct);
  const proceeds = input.faceFen - sellerFen;
  if (proceeds <= 0n) throw new RangeError('the interest takes the whole amount');
  return { days, interestFen: interest, buyerFen, sellerFen, proceedsFen: proceeds };
}

/**
 * 贴现试算 (domain-lines.md §20.5): the 计息到期日 by the FI's deferral rule with what moved it (`galeDateNote`, e.g.
 * 国庆节顺延), then the figures. Example B: 300 000.00 on 2025-06-16, due 2025-10-04, rule 1, 1.50 % → 2025-10-09
 * (国庆节顺延), 115 days, interest 1 437.50; 协议付息 60 %: drawer 862.50, proceeds 299 425.00.
 */
export function discountTrial(
  input: DiscountInput & { dueDate: string; deferral: Deferral; holidays: HolidayCalendar },
): DiscountFigures & { galeDate: string; galeDateNote: string | null } {
  const { galeDate, note } = deferInterestDueDate(input.dueDate, input.deferral, input.holidays);
  return { galeDate, galeDateNote: note, ...discountFigures({ ...input, galeDate }) };
}
