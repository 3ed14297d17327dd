/**
 * The business date and the due-date window of the issue form (domain.md §4.2: `1 ≤ dueDate − issueDate ≤
 * maxTermDays`, a working day). Calendar arithmetic runs on `YYYY-MM-DD` strings in UTC so no zone shift moves a day.
 */

/** domain.md §4.2 default; the server's configured value decides (its refusal names it). */
export const MAX_TERM_DAYS = 180;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  // eslint-disable-next-line no-restricted-syntax -- calendar arithmetic on a UTC midnight, not an instant shown
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The due dates the form offers: from the day after the business date to the last day of the term. */
export function dueDateWindow(businessDate: string): { minDate: string; maxDate: string } {
  return { minDate: addDays(businessDate, 1), maxDate: addDays(businessDate, MAX_TERM_DAYS) };
}

/**
 * The days the due-date picker greys out: the holiday calendar's non-working days (the server's business year and
 * the next), and — for a year the calendar does not cover — the weekends, as the server's calendar counts them
 * unless a make-up day says otherwise.
 */
export function closedDays(holidays: readonly string[], window: { minDate: string; maxDate: string }): string[] {
  const covered = new Set(holidays.map((d) => d.slice(0, 4)));
  const out = [...holidays];
  for (let day = window.minDate; day <= window.maxDate; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (!covered.has(day.slice(0, 4)) && (weekday === 0 || weekday === 6)) out.push(day);
  }
  return out;
}
