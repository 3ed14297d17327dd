import { isWeekend } from './calendar';

/** A statutory holiday of region 156: its name and the whole closed period (weekend days inside it included). */
export interface StatutoryHoliday {
  name: string;
  from: string;
  to: string;
}

/**
 * The statutory holidays of the reference calendar (the periods of the server's holiday data: domain.md §13.1 for 2025,
 * the published arrangement for 2026) by name, so a trial can say what a date was rolled over (domain-lines.md §20.5:
 * "galeDate with the rule and the holiday's name"). The 2025 National Day week 10-01 – 10-08 also holds the Mid-Autumn
 * Festival; the domain docs call it 国庆节. Which dates are closed stays the calendar's (the server's reference module):
 * this table only names them.
 */
export const STATUTORY_HOLIDAYS: readonly StatutoryHoliday[] = [
  { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
  { name: '春节', from: '2025-01-28', to: '2025-02-04' },
  { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
  { name: '劳动节', from: '2025-05-01', to: '2025-05-05' },
  { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
  { name: '国庆节', from: '2025-10-01', to: '2025-10-08' },
  { name: '元旦', from: '2026-01-01', to: '2026-01-03' },
  { name: '春节', from: '2026-02-15', to: '2026-02-23' },
  { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
  { name: '劳动节', from: '2026-05-01', to: '2026-05-05' },
  { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
  { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
  { name: '国庆节', from: '2026-10-01', to: '2026-10-07' },
];

/** The statutory holiday covering the date, or null. */
export function statutoryHolidayOn(date: string): StatutoryHoliday | null {
  return STATUTORY_HOLIDAYS.find((h) => date >= h.from && date <= h.to) ?? null;
}

/**
 * What a non-working day is called: the statutory holiday covering it, 周末 for a plain weekend day, else 节假日
 * (a closed day of the calendar that the table does not name, e.g. of a year not listed).
 */
export function closedDayName(date: string): string {
  return statutoryHolidayOn(date)?.name ?? (isWeekend(date) ? '周末' : '节假日');
}
