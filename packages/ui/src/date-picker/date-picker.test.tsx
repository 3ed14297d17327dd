import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form-field/form-field';
import { axeViolations } from '../test/axe';
import { renderInForm, renderWithUser } from '../test/render';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import { formatDate, isSelectable, parseDate, spansDisabled } from './date-utils';

/** react-day-picker's zh-CN day label, e.g. 2026年10月1日星期四. */
function day(name: RegExp | string) {
  return within(screen.getByRole('dialog', { name: '日历' })).getByRole('button', { name });
}

describe('date utils', () => {
  it('parses and formats YYYY-MM-DD in local time and rejects impossible dates', () => {
    expect(formatDate(parseDate('2026-03-09') as Date)).toBe('2026-03-09');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseDate('2026/03/09')).toBeUndefined();
  });

  it('knows holidays, min and max', () => {
    const limits = { disabledDates: ['2026-10-01'], minDate: '2026-09-01', maxDate: '2026-12-31' };
    expect(isSelectable('2026-10-01', limits)).toBe(false);
    expect(isSelectable('2026-08-31', limits)).toBe(false);
    expect(isSelectable('2027-01-01', limits)).toBe(false);
    expect(isSelectable('2026-10-08', limits)).toBe(true);
    expect(spansDisabled(parseDate('2026-09-28') as Date, parseDate('2026-10-02') as Date, limits)).toBe(true);
    expect(spansDisabled(parseDate('2026-10-02') as Date, parseDate('2026-10-09') as Date, limits)).toBe(false);
  });
});

describe('DatePicker', () => {
  it('opens a zh-CN calendar on the selected month, picks with the keyboard and closes', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(<DatePicker aria-label="到期日" defaultValue="2026-10-08" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '到期日' });
    expect(trigger).toHaveTextContent('2026-10-08');
    await user.click(trigger);
    expect(screen.getByRole('grid', { name: '2026年10月' })).toBeInTheDocument();
    expect(day(/2026年10月8日.*已选择/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2026-10-09');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveTextContent('2026-10-09');
  });

  it('disables holidays and days outside min/max', async () => {
    const user = userEvent.setup();
    render(<DatePicker aria-label="到期日" defaultValue="2026-10-08" disabledDates={['2026-10-01', '2026-10-02']} minDate="2026-10-05" maxDate="2026-10-20" />);
    await user.click(screen.getByRole('combobox', { name: '到期日' }));
    expect(day(/2026年10月1日/)).toBeDisabled();
    expect(day(/2026年10月2日/)).toBeDisabled();
    expect(day(/2026年10月4日/)).toBeDisabled();
    expect(day(/2026年10月21日/)).toBeDisabled();
    expect(day(/2026年10月12日/)).toBeEnabled();
  });

  it('works with react-hook-form register() inside a FormField', async () => {
    const { user, submit, onValid } = renderInForm<{ due: string }>({
      label: '到期日',
      defaultValues: { due: '2026-10-08' },
      field: (register) => <DatePicker {...register('due', { validate: (v) => v >= '2026-10-09' || '到期日过早' })} />,
    });
    expect(screen.getByRole('combobox', { name: '到期日' })).toHaveTextContent('2026-10-08');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('到期日过早');
    await user.click(screen.getByRole('combobox', { name: '到期日' }));
    await user.click(day(/2026年10月15日/));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ due: '2026-10-15' }, expect.anything());
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(
      <FormField label="到期日">
        <DatePicker defaultValue="2026-10-08" disabledDates={['2026-10-01']} />
      </FormField>,
    );
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: '到期日' }));
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});

describe('DateRangePicker', () => {
  it('takes two clicks for a range and reports both ends', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(
      <DateRangePicker aria-label="申请日期" numberOfMonths={1} defaultValue={{ start: '2026-10-08', end: '2026-10-09' }} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: '申请日期' }));
    await user.click(day(/2026年10月20日/));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(day(/2026年10月12日/));
    expect(onValueChange).toHaveBeenCalledWith({ start: '2026-10-12', end: '2026-10-20' });
    expect(screen.getByRole('combobox', { name: '申请日期' })).toHaveTextContent('2026-10-12 ~ 2026-10-20');
  });

  it('does not let a range run across a holiday: the second click starts again', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DateRangePicker
        aria-label="申请日期"
        numberOfMonths={1}
        disabledDates={['2026-10-10']}
        defaultValue={{ start: '2026-10-08', end: '2026-10-09' }}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: '申请日期' }));
    expect(day(/2026年10月10日/)).toBeDisabled();
    await user.click(day(/2026年10月5日/));
    await user.click(day(/2026年10月12日/));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(day(/2026年10月14日/));
    expect(onValueChange).toHaveBeenCalledWith({ start: '2026-10-12', end: '2026-10-14' });
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<DateRangePicker aria-label="申请日期" />);
    await user.click(screen.getByRole('combobox', { name: '申请日期' }));
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
