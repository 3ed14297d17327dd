import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeText } from './date-time-text';
import { formatDateTime } from './format-date-time';

describe('DateTimeText', () => {
  it('shows the instant in Asia/Shanghai, whatever the browser zone', () => {
    render(<DateTimeText value="2025-06-15T16:05:00.000Z" />);
    const time = screen.getByText('2025-06-16 00:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-06-15T16:05:00.000Z');
  });

  it('leaves a value that is not a time as it came', () => {
    expect(formatDateTime('昨天')).toBe('昨天');
  });
});
