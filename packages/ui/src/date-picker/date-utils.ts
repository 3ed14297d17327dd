import type { Matcher } from 'react-day-picker';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → a local Date at midnight, or undefined when the text is not a real date. */
export function parseDate(text: string | undefined): Date | undefined {
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Rejects 2026-02-30, which Date would roll over to March.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A Date → 'YYYY-MM-DD' in local time (what the API and the holiday list use). */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DateLimits {
  /** Holidays or other closed days, 'YYYY-MM-DD'. */
  disabledDates?: readonly string[];
  /** Earliest selectable day, 'YYYY-MM-DD'. */
  minDate?: string;
  /** Latest selectable day, 'YYYY-MM-DD'. */
  maxDate?: string;
}

/** The react-day-picker matchers for the disabled days: holidays plus everything outside min..max. */
export function disabledMatchers({ disabledDates = [], minDate, maxDate }: DateLimits): Matcher[] {
  const closed = new Set(disabledDates);
  const matchers: Matcher[] = [(date: Date) => closed.has(formatDate(date))];
  const from = parseDate(minDate);
  const to = parseDate(maxDate);
  if (from) matchers.push({ before: from });
  if (to) matchers.push({ after: to });
  return matchers;
}

/** True when the day may be picked under these limits. */
export function isSelectable(text: string, limits: DateLimits): boolean {
  const date = parseDate(text);
  if (!date) return false;
  if (limits.disabledDates?.includes(text)) return false;
  if (limits.minDate && text < limits.minDate) return false;
  return !(limits.maxDate && text > limits.maxDate);
}

/** True when a day from..to (inclusive) may not be picked: a range cannot run across a holiday. */
export function spansDisabled(from: Date, to: Date, limits: DateLimits): boolean {
  for (let day = new Date(from); day <= to; day.setDate(day.getDate() + 1)) {
    if (!isSelectable(formatDate(day), limits)) return true;
  }
  return false;
}
