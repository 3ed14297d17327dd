import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS_2025 } from '../test-support/holidays-2025';
import { addCalendarDays, calendarDaysBetween, isWeekend, isWorkingDay, nextWorkingDay, termDays } from './calendar';

/** A calendar of random closed days within 60 days of 2025-01-01 (never all of them, so a working day exists). */
const calendars = fc
  .uniqueArray(fc.integer({ min: 0, max: 59 }), { maxLength: 40 })
  .map((offsets) => new Set(offsets.map((o) => addCalendarDays('2025-01-01', o))));

describe('calendar (domain-lines.md §14A.2: days = end − start)', () => {
  it('counts calendar days across month and year ends', () => {
    expect(calendarDaysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysBetween('2025-06-16', '2025-09-30')).toBe(106);
    expect(() => calendarDaysBetween('2025-6-1', '2025-06-02')).toThrow(RangeError);
  });

  it('adds days and refuses a term of no day', () => {
    expect(addCalendarDays('2025-10-04', 3)).toBe('2025-10-07');
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(termDays('2025-06-16', '2025-12-12')).toBe(179);
    expect(() => termDays('2025-06-16', '2025-06-16')).toThrow(RangeError);
  });

  it('reads working days from the calendar passed in: make-up Saturdays work, the National Day week does not', () => {
    expect(isWorkingDay('2025-10-11', HOLIDAYS_2025)).toBe(true);
    expect(isWorkingDay('2025-10-04', HOLIDAYS_2025)).toBe(false);
    expect(nextWorkingDay('2025-10-04', HOLIDAYS_2025)).toBe('2025-10-09');
    expect(nextWorkingDay('2025-09-28', HOLIDAYS_2025)).toBe('2025-09-28');
    expect(nextWorkingDay('2025-06-16', HOLIDAYS_2025)).toBe('2025-06-16');
  });

  it('tells Saturdays and Sundays, whatever the calendar says', () => {
    expect(['2025-10-04', '2025-10-05', '2025-10-06', '2025-09-28'].map(isWeekend)).toEqual([true, true, false, true]);
    expect(() => isWeekend('2025-02-30')).toThrow(RangeError);
  });

  it('refuses a calendar without a working day in a year', () => {
    const closed = new Set(Array.from({ length: 400 }, (_, i) => addCalendarDays('2025-01-01', i)));
    expect(() => nextWorkingDay('2025-01-01', closed)).toThrow(RangeError);
  });

  it('end − start inverts adding days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -2_000, max: 2_000 }), (base, n) => {
        const from = addCalendarDays('1990-01-01', base);
        expect(calendarDaysBetween(from, addCalendarDays(from, n))).toBe(n);
      }),
      { numRuns: 200 },
    );
  });

  it('the next working day is the first day on or after the date that the calendar leaves open', () => {
    fc.assert(
      fc.property(calendars, fc.integer({ min: 0, max: 59 }), (holidays, offset) => {
        const day = addCalendarDays('2025-01-01', offset);
        const next = nextWorkingDay(day, holidays);
        expect(next >= day && !holidays.has(next)).toBe(true);
        for (let d = day; d < next; d = addCalendarDays(d, 1)) expect(holidays.has(d)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
