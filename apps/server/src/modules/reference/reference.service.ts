import type { DictData } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { dictRows, holidayExceptions } from './reference.repo';

/** Every asked type answers, an unknown one with no entries. */
export async function dictionaries(q: Queryable, dictTypes: readonly string[]): Promise<DictData> {
  const types = [...new Set(dictTypes)];
  const out: DictData = Object.fromEntries(types.map((t) => [t, []]));
  for (const r of await dictRows(q, types)) out[r.dict_type]?.push({ dictLabel: r.dict_label, dictValue: r.dict_value });
  return out;
}

/**
 * Non-working dates of a year (spec §7 holidays/currentYear): weekends that are not make-up working days, plus
 * statutory holidays. A year with no stored exceptions is weekends only.
 */
export async function nonWorkingDays(q: Queryable, region: string, year: number): Promise<string[]> {
  const exceptions = await holidayExceptions(q, region, year);
  const out: string[] = [];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    if (!(exceptions.get(day) ?? !weekend)) out.push(day);
  }
  return out;
}

/** The business year's non-working dates and the next year's, so a due-date window that crosses the new year is covered. */
export async function nonWorkingDaysFrom(q: Queryable, region: string, year: number): Promise<string[]> {
  return [...(await nonWorkingDays(q, region, year)), ...(await nonWorkingDays(q, region, year + 1))];
}

/** Is the day a working day of the region's calendar (domain.md §4.2): not a weekend unless made up, not a holiday. */
export async function isWorkingDay(q: Queryable, region: string, day: string): Promise<boolean> {
  const exceptions = await holidayExceptions(q, region, Number(day.slice(0, 4)));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return exceptions.get(day) ?? !(weekday === 0 || weekday === 6);
}
