/**
 * Region 156 (China) exceptions to "Saturday and Sunday are non-working": statutory holidays on weekdays and
 * make-up working weekend days (调休). 2025 from domain.md §13.1; 2026 from the published arrangement.
 * Years not listed follow weekends only.
 */
function range(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export const NON_WORKING: readonly string[] = [
  ...range('2025-01-01', '2025-01-01'),
  ...range('2025-01-28', '2025-02-04'),
  ...range('2025-04-04', '2025-04-04'),
  ...range('2025-05-01', '2025-05-05'),
  ...range('2025-06-02', '2025-06-02'),
  ...range('2025-10-01', '2025-10-08'),
  ...range('2026-01-01', '2026-01-03'),
  ...range('2026-02-15', '2026-02-23'),
  ...range('2026-04-04', '2026-04-06'),
  ...range('2026-05-01', '2026-05-05'),
  ...range('2026-06-19', '2026-06-21'),
  ...range('2026-09-25', '2026-09-27'),
  ...range('2026-10-01', '2026-10-07'),
];

export const MAKE_UP_WORKING: readonly string[] = [
  '2025-01-26',
  '2025-02-08',
  '2025-04-27',
  '2025-09-28',
  '2025-10-11',
  '2026-01-04',
  '2026-02-14',
  '2026-02-28',
  '2026-05-09',
  '2026-09-20',
  '2026-10-10',
];
