import { addCalendarDays, closedDayName, STATUTORY_HOLIDAYS } from '@scf/api/money';
import { describe, expect, it } from 'vitest';
import { MAKE_UP_WORKING, NON_WORKING } from './holidays';

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

describe('holiday calendar data', () => {
  it('lists make-up days only on weekends and never as holidays', () => {
    for (const d of MAKE_UP_WORKING) {
      expect([0, 6]).toContain(weekday(d));
      expect(NON_WORKING).not.toContain(d);
    }
  });

  it('has the 2025 and 2026 arrangements', () => {
    expect(NON_WORKING).toEqual(expect.arrayContaining(['2025-01-28', '2025-10-08', '2026-02-23', '2026-10-07']));
    expect(NON_WORKING.filter((d) => d.startsWith('2026-02')).length).toBe(9);
    expect(new Set(NON_WORKING).size).toBe(NON_WORKING.length);
  });

  it('names every seeded holiday, and every named holiday day is a holiday or a weekend not worked (the discount trial names it, domain-lines.md §20.5)', () => {
    for (const d of NON_WORKING) expect(['周末', '节假日'], d).not.toContain(closedDayName(d));
    for (const h of STATUTORY_HOLIDAYS) {
      for (let d = h.from; d <= h.to; d = addCalendarDays(d, 1)) {
        expect(NON_WORKING.includes(d) || ([0, 6].includes(weekday(d)) && !MAKE_UP_WORKING.includes(d)), d).toBe(true);
      }
    }
  });
});
