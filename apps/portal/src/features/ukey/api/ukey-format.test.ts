import { describe, expect, it } from 'vitest';
import { daysLeft } from './ukey-format';

describe('daysLeft (剩余天数 from the business date, never the machine clock)', () => {
  it('counts calendar days from the business date to the last day in Shanghai', () => {
    expect(daysLeft('2025-07-06T03:00:00.000Z', '2025-06-16')).toBe(20);
    // 16:30 UTC is already the next day in Shanghai.
    expect(daysLeft('2025-06-16T16:30:00.000Z', '2025-06-16')).toBe(1);
    expect(daysLeft('2025-06-16T01:00:00.000Z', '2025-06-16')).toBe(0);
    expect(daysLeft('2025-06-15T01:00:00.000Z', '2025-06-16')).toBe(-1);
  });
});
