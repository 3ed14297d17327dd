import { describe, expect, it } from 'vitest';
import { HOLIDAYS_2025 } from '../test-support/holidays-2025';
import { addCalendarDays } from './calendar';
import { closedDayName, STATUTORY_HOLIDAYS, statutoryHolidayOn } from './holiday-names';

describe('statutory holiday names (domain-lines.md §20.5: the trial names the holiday)', () => {
  it.each([
    ['2025-10-01', '国庆节'],
    ['2025-10-04', '国庆节'],
    ['2025-10-08', '国庆节'],
    ['2025-01-31', '春节'],
    ['2025-05-31', '端午节'], // a Saturday inside the holiday takes its name
    ['2026-09-26', '中秋节'],
    ['2026-10-03', '国庆节'],
    ['2025-06-14', '周末'],
    ['2025-10-12', '周末'],
    ['2024-10-01', '节假日'], // a year the table does not list
  ])('%s is %s', (date, name) => {
    expect(closedDayName(date)).toBe(name);
  });

  it('knows no holiday on a working day and refuses a date that is not one', () => {
    expect(statutoryHolidayOn('2025-10-09')).toBeNull();
    expect(statutoryHolidayOn('2025-10-05')).toEqual({ name: '国庆节', from: '2025-10-01', to: '2025-10-08' });
    expect(() => closedDayName('2025-10-4')).toThrow(RangeError);
  });

  it('lists periods in date order, each within one year, none overlapping, none longer than nine days', () => {
    for (const [i, h] of STATUTORY_HOLIDAYS.entries()) {
      expect(h.from <= h.to && h.from.slice(0, 4) === h.to.slice(0, 4)).toBe(true);
      expect(addCalendarDays(h.from, 8) >= h.to).toBe(true);
      if (i > 0) expect(STATUTORY_HOLIDAYS[i - 1]!.to < h.from).toBe(true);
    }
  });

  it('with the 2025 make-up days they give the 2025 calendar of 248 working days (117 closed)', () => {
    expect(HOLIDAYS_2025.size).toBe(117);
    expect(HOLIDAYS_2025.has('2025-10-08') && HOLIDAYS_2025.has('2025-06-01') && !HOLIDAYS_2025.has('2025-10-11')).toBe(true);
  });
});
