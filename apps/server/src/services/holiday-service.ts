import type { Queryable } from '../db/db';

/**
 * Non-working dates of a year (spec §7 holidays/currentYear): weekends that are not make-up working days, plus
 * statutory holidays. A year with no stored exceptions is weekends only.
 */
export async function nonWorkingDays(q: Queryable, region: string, year: number): Promise<string[]> {
  const rows = await q.query<{ day: string; working: boolean }>('SELECT day, working FROM holiday WHERE region = $1 AND day LIKE $2', [region, `${year}-%`]);
  const exceptions = new Map(rows.map((r) => [r.day, r.working]));
  const out: string[] = [];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const working = exceptions.get(day) ?? !weekend;
    if (!working) out.push(day);
  }
  return out;
}
