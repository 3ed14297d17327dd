import { describe, expect, it } from 'vitest';
import { closedDays, dueDateWindow } from './due-date-window';

describe('the due-date window', () => {
  it('runs from the day after the business date to 180 days after it', () => {
    expect(dueDateWindow('2025-06-16')).toEqual({ minDate: '2025-06-17', maxDate: '2025-12-13' });
  });

  it('greys out the calendar’s days, and the weekends of a year the calendar does not list', () => {
    const closed = closedDays(['2025-12-27', '2025-12-28'], { minDate: '2025-12-26', maxDate: '2026-01-05' });
    expect(closed).toEqual(['2025-12-27', '2025-12-28', '2026-01-03', '2026-01-04']);
  });
});
