import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFormExample } from './date-range-form';

function day(name: RegExp) {
  return within(screen.getByRole('dialog', { name: '日历' })).getByRole('button', { name });
}

describe('DateRangePicker with react-hook-form <Controller> and zod', () => {
  it('required: shows the FormField error, marks the field invalid and focuses it; a picked range submits', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<DateRangeFormExample onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择申请日期');
    const picker = screen.getByRole('combobox', { name: '申请日期' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('节假日不可选 请选择申请日期');
    // react-hook-form focused the first invalid field through the ref Controller passed.
    expect(picker).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(picker);
    await user.click(day(/2026年10月20日/));
    await user.click(day(/2026年10月12日/));
    expect(picker).toHaveTextContent('2026-10-12 ~ 2026-10-20');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onValid).toHaveBeenCalledWith({ period: { start: '2026-10-12', end: '2026-10-20' } }, expect.anything());
  });

  it('start after end (e.g. a stale default) is refused with the schema message', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<DateRangeFormExample onValid={onValid} defaultValue={{ start: '2026-10-20', end: '2026-10-12' }} />);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('Controller disabled disables the trigger; Escape closes the calendar and keeps the value', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DateRangeFormExample onValid={vi.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: '申请日期' })).toBeDisabled();
    unmount();
    render(<DateRangeFormExample onValid={vi.fn()} defaultValue={{ start: '2026-10-12', end: '2026-10-14' }} />);
    await user.click(screen.getByRole('combobox', { name: '申请日期' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: '申请日期' })).toHaveTextContent('2026-10-12 ~ 2026-10-14');
  });
});
