/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so no zone shift moves a day. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The holiday calendar as the server's reference module and `useHolidays` hand it out: the non-working dates
 * (`YYYY-MM-DD`; weekends that are not make-up working days, plus statutory holidays). The caller passes the years it needs.
 */
export type HolidayCalendar = ReadonlySet<string>;

function dayMs(date: string): number {
  const ms = ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2025-02-30 over to 03-02: a day that does not exist is refused, not moved.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not an ISO date: ${date}`);
  return ms;
}

/** Calendar days from `from` to `to` (ISO dates, `to − from`: 算头不算尾, domain-lines.md §14A.2). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the day is a Saturday or a Sunday (the calendar's default non-working days before holidays and 调休). */
export function isWeekend(date: string): boolean {
  const weekday = new Date(dayMs(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Whether the day is a working day of the calendar (not among its non-working dates). */
export function isWorkingDay(date: string, holidays: HolidayCalendar): boolean {
  dayMs(date);
  return !holidays.has(date);
}

/** A calendar has a working day within any 366 days; a longer run means the calendar passed in is broken. */
const MAX_CLOSED_RUN = 366;

/** The day itself when it is a working day, else the next working day (节假日顺延). */
export function nextWorkingDay(date: string, holidays: HolidayCalendar): string {
  let day = date;
  for (let i = 0; i <= MAX_CLOSED_RUN; i++) {
    if (isWorkingDay(day, holidays)) return day;
    day = addCalendarDays(day, 1);
  }
  throw new RangeError(`no working day within ${MAX_CLOSED_RUN} days of ${date}`);
}

/** The term of a priced deal: `end − start` calendar days, at least one (a due date on or before the start is refused). */
export function termDays(start: string, end: string): number {
  const days = calendarDaysBetween(start, end);
  if (days < 1) throw new RangeError(`the end must lie after the start: ${start} → ${end}`);
  return days;
}
