import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS_2025 } from '../test-support/holidays-2025';
import { type DeferralRule, interestDueDate } from './bill-deferral';
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

  it('never moves the date earlier; rolls land on the first working day; remote days are added only when remote', () => {
    fc.assert(
      fc.property(calendars, fc.integer({ min: 0, max: 60 }), deferral, (holidays, offset, d) => {
        const due = addCalendarDays('2025-09-01', offset);
        const gale = interestDueDate(due, d, holidays);
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
