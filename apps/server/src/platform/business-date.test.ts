import { describe, expect, it } from 'vitest';
import { addDays, resolveBusinessDate, resolveBusinessTime, shanghaiDate } from './business-date';

describe('business date', () => {
  it('is the Shanghai calendar day, or the pinned one', () => {
    // 2025-06-15T17:00Z is already 01:00 on the 16th in Shanghai.
    expect(shanghaiDate(Date.parse('2025-06-15T17:00:00Z'))).toBe('2025-06-16');
    expect(resolveBusinessDate(undefined, Date.parse('2025-06-15T15:59:00Z'))).toBe('2025-06-15');
    expect(resolveBusinessDate('2025-06-16', 0)).toBe('2025-06-16');
    expect(() => resolveBusinessDate('16/06/2025', 0)).toThrow();
  });

  it('has a time of day: Shanghai’s, or the pinned one (the jobs’ slots on a pinned date)', () => {
    expect(resolveBusinessTime(undefined, Date.parse('2025-06-15T17:05:00Z'))).toBe('01:05');
    expect(resolveBusinessTime('16:00', Date.parse('2025-06-15T17:05:00Z'))).toBe('16:00');
    expect(() => resolveBusinessTime('24:00', 0)).toThrow();
    expect(() => resolveBusinessTime('9:00', 0)).toThrow();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
