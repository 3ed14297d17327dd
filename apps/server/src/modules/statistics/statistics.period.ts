import { STATISTICS_MONTHS } from '@scf/api/contract';
import { fail } from '../../platform/api-error';

export interface Period {
  /** First day of the first month (`YYYY-MM-DD`). */
  fromDate: string;
  /** The business date: nothing later has happened yet. */
  toDate: string;
  /** The months of the series, oldest first (`YYYY-MM`). */
  months: string[];
}

const monthOf = (year: number, month0: number): string => `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}`;

/** The refusal of a 统计期间 after the business date's year (nothing has happened there yet). */
export const PERIOD_TOO_LATE = '统计期间不能晚于当前业务年度';

/** The last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
const lastDayOf = (month: string): string => {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
};

/**
 * The twelve months up to and including `to` — by default the business date's month (domain.md §12 "monthly
 * series"); 统计期间 picks an earlier end, or a December of the business year (that calendar year so far). Nothing
 * after the business date is read.
 */
export function periodOf(businessDate: string, to: string = businessDate.slice(0, 7)): Period {
  if (to.slice(0, 4) > businessDate.slice(0, 4)) throw fail.badRequest(PERIOD_TOO_LATE);
  const year = Number(to.slice(0, 4));
  const month0 = Number(to.slice(5, 7)) - 1;
  const months = Array.from({ length: STATISTICS_MONTHS }, (_, i) => {
    const back = month0 - (STATISTICS_MONTHS - 1 - i);
    return monthOf(year + Math.floor(back / 12), ((back % 12) + 12) % 12);
  });
  const last = lastDayOf(to);
  return { fromDate: `${months[0]}-01`, toDate: last < businessDate ? last : businessDate, months };
}
