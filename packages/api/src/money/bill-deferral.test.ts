import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS_2025 } from '../test-support/holidays-2025';
import { type DeferralRule, deferInterestDueDate, interestDueDate } from './bill-deferral';
import { addCalendarDays, calendarDaysBetween } from './calendar';

/** Example A (domain-lines.md §20.5): due Saturday 2025-10-04, inside the National Day holiday 10-01 – 10-08. */
const DUE = '2025-10-04';

describe('interestDueDate: the six deferral rules (domain-lines.md §20.5)', () => {
  it('Example A: rule 0 keeps 2025-10-04, rule 1 goes to 2025-10-09, rule 3 (+3 remote) to 2025-10-12', () => {
    expect(interestDueDate(DUE, { rule: 0 }, HOLIDAYS_2025)).toBe('2025-10-04');
    expect(interestDueDate(DUE, { rule: 1 }, HOLIDAYS_2025)).toBe('2025-10-09');
    expect(interestDueDate(DUE, { rule: 3, remote: true, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-12');
  });

  it('the other rules on the same bill: 2 and 5 add the days only, 4 adds them and then rolls past the holiday', () => {
    expect(interestDueDate(DUE, { rule: 2, remote: true, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-07');
    expect(interestDueDate(DUE, { rule: 2, remote: false, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-04');
    expect(interestDueDate(DUE, { rule: 4, remote: true, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-09');
    expect(interestDueDate(DUE, { rule: 3, remote: false, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-09');
    expect(interestDueDate(DUE, { rule: 5, extraDays: 3 }, HOLIDAYS_2025)).toBe('2025-10-07');
  });

  it('keeps a working due date and a make-up working Saturday (2025-10-11) under rule 1', () => {
    expect(interestDueDate('2025-08-29', { rule: 1 }, HOLIDAYS_2025)).toBe('2025-08-29');
    expect(interestDueDate('2025-10-11', { rule: 1 }, HOLIDAYS_2025)).toBe('2025-10-11');
  });

  it.each([
    // due date, deferral, 计息到期日, note
    [DUE, { rule: 1 }, '2025-10-09', '国庆节顺延'],
    [DUE, { rule: 0 }, DUE, null],
    [DUE, { rule: 3, remote: true, extraDays: 3 }, '2025-10-12', '国庆节顺延，异地顺延3天'],
    [DUE, { rule: 4, remote: true, extraDays: 3 }, '2025-10-09', '异地顺延3天，国庆节顺延'],
    [DUE, { rule: 2, remote: true, extraDays: 3 }, '2025-10-07', '异地顺延3天'],
    [DUE, { rule: 5, extraDays: 3 }, '2025-10-07', '指定顺延3天'],
    ['2025-09-27', { rule: 1 }, '2025-09-28', '周末顺延'], // Saturday; Sunday 09-28 is a make-up working day
    ['2025-01-26', { rule: 1 }, '2025-01-26', null], // a make-up working Sunday
    ['2025-01-29', { rule: 1 }, '2025-02-05', '春节顺延'],
    ['2025-05-31', { rule: 1 }, '2025-06-03', '端午节顺延'], // a Saturday inside the Dragon Boat holiday
    ['2025-12-31', { rule: 1 }, '2025-12-31', null],
  ] as const)('names what moved %s under %o: %s (%s)', (due, deferral, galeDate, note) => {
    expect(deferInterestDueDate(due, deferral, HOLIDAYS_2025)).toEqual({ galeDate, note });
  });

  it('names a closed day the table does not know 节假日', () => {
    expect(deferInterestDueDate('2024-10-01', { rule: 1 }, new Set(['2024-10-01']))).toEqual({ galeDate: '2024-10-02', note: '节假日顺延' });
  });

  it('refuses a rule that needs days without them, and a rule it does not know', () => {
    expect(() => interestDueDate(DUE, { rule: 5 }, HOLIDAYS_2025)).toThrow(RangeError);
    expect(() => interestDueDate(DUE, { rule: 2, remote: true, extraDays: -1 }, HOLIDAYS_2025)).toThrow(RangeError);
    expect(() => interestDueDate(DUE, { rule: 6 as DeferralRule }, HOLIDAYS_2025)).toThrow(RangeError);
  });

  const calendars = fc
    .uniqueArray(fc.integer({ min: 0, max: 89 }), { maxLength: 60 })
    .map((offsets) => new Set(offsets.map((o) => addCalendarDays('2025-09-01', o))));
  const deferral = fc.record({ rule: fc.constantFrom<DeferralRule>(0, 1, 2, 3, 4, 5), remote: fc.boolean(), extraDays: fc.integer({ min: 0, max: 10 }) });

  /** Every day from `from` up to (not including) `to` is closed. */
  const closedBetween = (holidays: ReadonlySet<string>, from: string, to: string) => {
    for (let d = from; d < to; d = addCalendarDays(d, 1)) if (!holidays.has(d)) return false;
    return true;
  };

  it('never moves the date earlier and notes every move; rolls land on the first working day; remote days are added only when remote', () => {
    fc.assert(
      fc.property(calendars, fc.integer({ min: 0, max: 60 }), deferral, (holidays, offset, d) => {
        const due = addCalendarDays('2025-09-01', offset);
        const { galeDate: gale, note } = deferInterestDueDate(due, d, holidays);
        expect(interestDueDate(due, d, holidays)).toBe(gale);
        // a note says what moved the date, and only a moved date has one
        expect(note === null).toBe(gale === due);
        const remoteDays = d.remote ? d.extraDays : 0;
        const rolled = interestDueDate(due, { rule: 1 }, holidays);
        expect(calendarDaysBetween(due, gale) >= 0).toBe(true);
        expect(!holidays.has(rolled) && closedBetween(holidays, due, rolled)).toBe(true);
        if (d.rule === 0) expect(gale).toBe(due);
        if (d.rule === 2) expect(calendarDaysBetween(due, gale)).toBe(remoteDays);
        if (d.rule === 3) expect(calendarDaysBetween(rolled, gale)).toBe(remoteDays);
        if (d.rule === 4) {
          const shifted = addCalendarDays(due, remoteDays);
          expect(!holidays.has(gale) && closedBetween(holidays, shifted, gale)).toBe(true);
        }
        if (d.rule === 5) expect(calendarDaysBetween(due, gale)).toBe(d.extraDays);
      }),
      { numRuns: 200 },
    );
  });
});
