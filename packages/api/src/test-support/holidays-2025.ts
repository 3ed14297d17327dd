/**
 * The 2025 holiday calendar of region 156 as the server hands it out (domain.md §13.1): weekends that are not make-up
 * working days, plus the statutory holidays on weekdays. For the money tests' worked examples.
 */
const HOLIDAYS = [
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-04'],
  ['2025-05-01', '2025-05-05'],
  ['2025-06-02', '2025-06-02'],
  ['2025-10-01', '2025-10-08'],
] as const;
const MAKE_UP = new Set(['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11']);

function build(): Set<string> {
  const out = new Set<string>();
  for (let d = new Date(Date.UTC(2025, 0, 1)); d.getUTCFullYear() === 2025; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const holiday = HOLIDAYS.some(([from, to]) => day >= from && day <= to);
    if (holiday || (weekend && !MAKE_UP.has(day))) out.add(day);
  }
  return out;
}

export const HOLIDAYS_2025: ReadonlySet<string> = build();
