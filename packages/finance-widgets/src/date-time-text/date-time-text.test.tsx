import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeText } from './date-time-text';
import { formatBusinessDateTime, formatDate, formatDateTime } from './format-date-time';

describe('DateTimeText', () => {
  it('shows the instant in Asia/Shanghai, whatever the browser zone', () => {
    render(<DateTimeText value="2025-06-15T16:05:00.000Z" />);
    const time = screen.getByText('2025-06-16 00:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-06-15T16:05:00.000Z');
  });

  it('a recorded step: on its business date with the time of day, the instant kept in dateTime', () => {
    render(<DateTimeText value="2026-11-24T14:10:00.000Z" businessDate="2025-06-16" />);
    expect(screen.getByText('2025-06-16 22:10')).toHaveAttribute('dateTime', '2026-11-24T14:10:00.000Z');
  });

  it('leaves a value that is not a time as it came', () => {
    expect(formatDateTime('昨天')).toBe('昨天');
  });

  it('puts a step on the business date with the time of day of its instant (Asia/Shanghai)', () => {
    // A pinned business date (2025-06-16) and a step made on 2026-11-24 at 22:10 in Shanghai.
    expect(formatBusinessDateTime('2025-06-16', '2026-11-24T14:10:00.000Z')).toBe('2025-06-16 22:10');
    expect(formatBusinessDateTime('2025-06-16', '昨天')).toBe('2025-06-16');
  });
});

// Issue 28 item 2: an application made at 07:47 Beijing time showed the previous day (the UTC date of the instant).
describe('at 07:47 Beijing time (23:47 UTC the day before)', () => {
  afterEach(() => vi.useRealTimers());

  it('a time made now is on the Beijing day, in the date and in the time', () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T23:47:00.000Z') });
    const now = new Date().toISOString();
    expect(now.slice(0, 10)).toBe('2025-06-15');
    expect(formatDate(now)).toBe('2025-06-16');
    expect(formatDateTime(now)).toBe('2025-06-16 07:47');
    expect(formatDateTime(Date.now())).toBe('2025-06-16 07:47');
    expect(formatBusinessDateTime('2025-06-16', now)).toBe('2025-06-16 07:47');
  });

  it('a date that is not a time is shown as it came', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('待定')).toBe('待定');
  });
});
