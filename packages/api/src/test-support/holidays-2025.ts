import { addCalendarDays, isWeekend } from '../money/calendar';
import { statutoryHolidayOn } from '../money/holiday-names';

/** The weekend days worked instead in 2025 (调休, domain.md §13.1). */
const MAKE_UP = new Set(['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11']);

/**
 * The 2025 holiday calendar of region 156 as the server hands it out (domain.md §13.1): weekends that are not make-up
 * working days, plus the named statutory holidays (`STATUTORY_HOLIDAYS`). For the money tests' worked examples.
 */
function build(): Set<string> {
  const out = new Set<string>();
  for (let day = '2025-01-01'; day < '2026-01-01'; day = addCalendarDays(day, 1)) {
    if (statutoryHolidayOn(day) || (isWeekend(day) && !MAKE_UP.has(day))) out.add(day);
  }
  return out;
}

export const HOLIDAYS_2025: ReadonlySet<string> = build();
