/** Holidays the date picker stories disable (National Day 2026, region 156 style). */
export const NATIONAL_DAY_HOLIDAYS = ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'];
