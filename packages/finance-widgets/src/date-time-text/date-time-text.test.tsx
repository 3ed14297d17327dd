import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeText } from './date-time-text';
import { formatBusinessDateTime, formatDateTime } from './format-date-time';

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
