import { STATISTICS_MONTHS } from '@scf/api/contract';

export interface Period {
  /** First day of the first month (`YYYY-MM-DD`). */
  fromDate: string;
  /** The business date: nothing later has happened yet. */
  toDate: string;
  /** The months of the series, oldest first (`YYYY-MM`). */
  months: string[];
}

const monthOf = (year: number, month0: number): string => `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}`;

/** The twelve months up to and including the business date's month (domain.md §12 "monthly series"). */
export function periodOf(businessDate: string): Period {
  const year = Number(businessDate.slice(0, 4));
  const month0 = Number(businessDate.slice(5, 7)) - 1;
  const months = Array.from({ length: STATISTICS_MONTHS }, (_, i) => {
    const back = month0 - (STATISTICS_MONTHS - 1 - i);
    return monthOf(year + Math.floor(back / 12), ((back % 12) + 12) % 12);
  });
  return { fromDate: `${months[0]}-01`, toDate: businessDate, months };
}
