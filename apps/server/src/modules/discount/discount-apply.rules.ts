import { DEFERRAL_RULE_LABELS, addCalendarDays, bestFitRange, discountTrial, isWeekend } from '@scf/api/money';
import type { DeferralRule, HolidayCalendar } from '@scf/api/money';
import { DISCOUNT_REFUSALS, HOLIDAY_REGION } from '@scf/api/contract';
import type { DiscountPayer } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { rangeBounds, rangeFen } from './bills.repo';
import type { RangeRow } from './bills.repo';
import type { PackageWithNames, QuoteRow } from './discount-apply.repo';

/**
 * The rules of a discount (domain-lines.md §20.4–§20.5, refusals of §20.7): which sub-range a bill gives, the trial's
 * figures at a date with the bank's quote, and the batch's sameness. Pure but for the holiday calendar's read.
 */

/** The day basis of every discount (§14A.2: 360 unless the bank's product says 365). */
export const DISCOUNT_BASIS = 360;

/** p of §20.5: 0 卖方付息, 100 买方付息, the agreed 1–99. */
export const buyerPctOf = (payer: DiscountPayer, agreed: number | undefined): number => (payer === 'SELLER' ? 0 : payer === 'BUYER' ? 100 : (agreed ?? 0));

/** Non-working days from `from` for 400 days (a deferral never rolls further): weekends unless made up, and holidays. */
export async function holidayCalendar(q: Queryable, from: string): Promise<HolidayCalendar> {
  const to = addCalendarDays(from, 400);
  const rows = await q.query<{ day: string; working: boolean }>('SELECT day, working FROM holiday WHERE region = $1 AND day >= $2 AND day <= $3', [
    HOLIDAY_REGION,
    from,
    to,
  ]);
  const exceptions = new Map(rows.map((r) => [r.day, r.working]));
  const out = new Set<string>();
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) if (!(exceptions.get(d) ?? !isWeekend(d))) out.add(d);
  return out;
}

export interface Take {
  /** The held range the sub-range comes from. */
  from: RangeRow;
  start: bigint;
  end: bigint;
  amountFen: bigint;
}

/**
 * The sub-range a discount of `amountFen` takes from the holder's live ranges of one package (§20.1): the whole 0–0 of
 * a non-splittable package (its face only: 该票据不可分包，只能全额贴现), else the lowest part of the best-fit HELD range.
 * A shortfall is 票据已被其他申请占用 when ranges in other applications would cover it, else 贴现金额不能超过票据可用金额.
 */
export function takeFrom(pkg: PackageWithNames, live: readonly RangeRow[], amountFen: bigint): Take {
  const face = fenOf(pkg.amount_fen);
  const held = live.filter((r) => r.status === 'HELD');
  const locked = live.filter((r) => r.status === 'DISCOUNTING');
  const sum = (rs: readonly RangeRow[]) => rs.reduce((s, r) => s + rangeFen(r, face), 0n);
  if (!pkg.splittable) {
    if (amountFen !== face) throw refuse.rule(DISCOUNT_REFUSALS.wholeOnly);
    const whole = held[0];
    if (!whole) throw refuse.rule(locked.length > 0 ? DISCOUNT_REFUSALS.occupied : DISCOUNT_REFUSALS.overAvailable);
    return { from: whole, start: 0n, end: 0n, amountFen };
  }
  const best = bestFitRange(
    held.map((r) => ({ ...rangeBounds(r), row: r })),
    amountFen,
  );
  if (!best) throw refuse.rule(amountFen <= sum(held) + sum(locked) && locked.length > 0 ? DISCOUNT_REFUSALS.occupied : DISCOUNT_REFUSALS.overAvailable);
  return { from: best.row, start: best.start, end: best.start + amountFen - 1n, amountFen };
}

export interface Figures {
  galeDate: string;
  galeDateNote: string | null;
  days: number;
  interestFen: bigint;
  buyerFen: bigint;
  sellerFen: bigint;
  proceedsFen: bigint;
}

/** 贴现试算 of one bill at `date` (§20.5); a bill due on or before it, or without a day of interest, is 票据已到期，不能贴现. */
export function figuresAt(
  date: string,
  dueDate: string,
  amountFen: bigint,
  quote: Pick<QuoteRow, 'annual_rate' | 'deferral_rule' | 'deferral_days'>,
  buyerPct: number,
  holidays: HolidayCalendar,
): Figures {
  if (dueDate <= date) throw refuse.rule(DISCOUNT_REFUSALS.due);
  const rule = quote.deferral_rule as DeferralRule;
  try {
    const t = discountTrial({
      faceFen: amountFen,
      annualRate: quote.annual_rate,
      discountDate: date,
      buyerPct,
      basis: DISCOUNT_BASIS,
      dueDate,
      // Rules 2–4 add the days only when the acceptor is remote: the platform's banks and holders share 徐州 [D].
      deferral: { rule, remote: false, extraDays: quote.deferral_days },
      holidays,
    });
    return {
      galeDate: t.galeDate,
      galeDateNote: t.galeDateNote,
      days: t.days,
      interestFen: t.interestFen,
      buyerFen: t.buyerFen,
      sellerFen: t.sellerFen,
      proceedsFen: t.proceedsFen,
    };
  } catch (e) {
    if (e instanceof RangeError) throw refuse.rule(DISCOUNT_REFUSALS.due);
    throw e;
  }
}

export const ruleLabel = (rule: number): string => DEFERRAL_RULE_LABELS[rule as DeferralRule] ?? '';

/** One bank, one rate, one deferral rule per batch (§20.4): 同一批次须为同一贴现银行和同一利率. */
export function sameQuote(quotes: readonly QuoteRow[]): QuoteRow {
  const first = quotes[0];
  if (!first) throw refuse.rule(DISCOUNT_REFUSALS.batchSame);
  for (const q of quotes)
    if (
      q.fi_corp_id !== first.fi_corp_id ||
      q.annual_rate !== first.annual_rate ||
      q.deferral_rule !== first.deferral_rule ||
      q.deferral_days !== first.deferral_days
    )
      throw refuse.rule(DISCOUNT_REFUSALS.batchSame);
  return first;
}
