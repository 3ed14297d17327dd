import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import type { DateRangeValue } from './date-range-picker';

describe('date picker refs', () => {
  it('DatePicker: a field handle whose focus() reaches its combobox, through forwardRef', () => {
    const ref = createRef<FieldHandle<string>>();
    render(<DatePicker aria-label="承诺付款日" defaultValue="2025-06-16" ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole('combobox', { name: '承诺付款日' })).toHaveFocus();
    expect(ref.current?.value).toBe('2025-06-16');
    expect(isForwardRef(DatePicker)).toBe(true);
  });

  it('DateRangePicker: a field handle with the range, through forwardRef', () => {
    const ref = createRef<FieldHandle<DateRangeValue>>();
    render(<DateRangePicker aria-label="申请日期" defaultValue={{ start: '2025-06-01', end: '2025-06-16' }} ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole('combobox', { name: '申请日期' })).toHaveFocus();
    expect(ref.current?.value).toEqual({ start: '2025-06-01', end: '2025-06-16' });
    expect(isForwardRef(DateRangePicker)).toBe(true);
  });
});
