import { addCalendarDays, type HolidayCalendar, nextWorkingDay } from './calendar';

/** The FI's deferral rule for the interest due date (TDELAY_RULE, domain-lines.md §20.5). */
export type DeferralRule = 0 | 1 | 2 | 3 | 4 | 5;

/** The trial's 顺延规则 text per rule; 1 is the default. */
export const DEFERRAL_RULE_LABELS: Readonly<Record<DeferralRule, string>> = {
  0: '不顺延',
  1: '节假日顺延',
  2: '异地顺延',
  3: '先节假日后异地',
  4: '先异地后节假日',
  5: '指定顺延天数',
};

export interface Deferral {
  rule: DeferralRule;
  /** Rules 2–4: the acceptor is not in the holder's city. */
  remote?: boolean;
  /** N: the days added for 异地 (rules 2–4, when remote) or the specified days (rule 5). */
  extraDays?: number;
}

function extra(deferral: Deferral): number {
  const n = deferral.extraDays;
  if (n === undefined || !Number.isInteger(n) || n < 0) throw new RangeError(`rule ${deferral.rule} needs a whole number of extra days ≥ 0: ${String(n)}`);
  return n;
}

/**
 * 计息到期日 (galeDate): the bill's due date moved by the deferral rule — 0 不顺延; 1 to the next working day; 2 +N when
 * remote; 3 next working day, then +N when remote; 4 +N when remote, then the next working day; 5 +N. Working days come
 * from the holiday calendar passed in. Example: due Saturday 2025-10-04 in the National Day holiday → rule 1 2025-10-09.
 */
export function interestDueDate(dueDate: string, deferral: Deferral, holidays: HolidayCalendar): string {
  const remoteDays = () => (deferral.remote ? extra(deferral) : 0);
  switch (deferral.rule) {
    case 0:
      return addCalendarDays(dueDate, 0);
    case 1:
      return nextWorkingDay(dueDate, holidays);
    case 2:
      return addCalendarDays(dueDate, remoteDays());
    case 3:
      return addCalendarDays(nextWorkingDay(dueDate, holidays), remoteDays());
    case 4:
      return nextWorkingDay(addCalendarDays(dueDate, remoteDays()), holidays);
    case 5:
      return addCalendarDays(dueDate, extra(deferral));
    default:
      throw new RangeError(`not a deferral rule: ${String(deferral.rule)}`);
  }
}
