import { addCalendarDays, type HolidayCalendar, nextWorkingDay } from './calendar';
import { closedDayName } from './holiday-names';

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

/** 计息到期日 and what moved it there. */
export interface DeferredDate {
  galeDate: string;
  /**
   * The moves in order, for the trial beside the date (e.g. 2025-10-09（国庆节顺延）): `<holiday>顺延` for a roll past
   * closed days, named by the first of them (国庆节, 春节, … or 周末), 异地顺延N天, 指定顺延N天, joined by '，'; null when
   * the date did not move.
   */
  note: string | null;
}

function extra(deferral: Deferral): number {
  const n = deferral.extraDays;
  if (n === undefined || !Number.isInteger(n) || n < 0) throw new RangeError(`rule ${deferral.rule} needs a whole number of extra days ≥ 0: ${String(n)}`);
  return n;
}

type Move = (date: string) => { date: string; note: string | null };

/**
 * 计息到期日 (galeDate) with its note: the bill's due date moved by the deferral rule — 0 不顺延; 1 to the next working
 * day; 2 +N when remote; 3 next working day, then +N when remote; 4 +N when remote, then the next working day; 5 +N.
 * Working days come from the holiday calendar passed in (the server's reference module, `useHolidays`); the holiday's
 * name from `STATUTORY_HOLIDAYS`. Example: due Saturday 2025-10-04 in the National Day holiday → rule 1 2025-10-09,
 * note 国庆节顺延.
 */
export function deferInterestDueDate(dueDate: string, deferral: Deferral, holidays: HolidayCalendar): DeferredDate {
  const roll: Move = (date) => {
    const next = nextWorkingDay(date, holidays);
    return { date: next, note: next === date ? null : `${closedDayName(date)}顺延` };
  };
  const shift =
    (label: string, days: () => number): Move =>
    (date) => {
      const n = days();
      return { date: addCalendarDays(date, n), note: n === 0 ? null : `${label}${n}天` };
    };
  const remote = shift('异地顺延', () => (deferral.remote ? extra(deferral) : 0));
  const moves: Record<DeferralRule, Move[]> = {
    0: [],
    1: [roll],
    2: [remote],
    3: [roll, remote],
    4: [remote, roll],
    5: [shift('指定顺延', () => extra(deferral))],
  };
  const plan: Move[] | undefined = moves[deferral.rule];
  if (!plan) throw new RangeError(`not a deferral rule: ${String(deferral.rule)}`);
  let date = addCalendarDays(dueDate, 0);
  const notes: string[] = [];
  for (const move of plan) {
    const moved = move(date);
    date = moved.date;
    if (moved.note) notes.push(moved.note);
  }
  return { galeDate: date, note: notes.length > 0 ? notes.join('，') : null };
}

/** 计息到期日 alone (see `deferInterestDueDate`). */
export function interestDueDate(dueDate: string, deferral: Deferral, holidays: HolidayCalendar): string {
  return deferInterestDueDate(dueDate, deferral, holidays).galeDate;
}
