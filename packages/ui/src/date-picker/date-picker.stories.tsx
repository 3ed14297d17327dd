import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { DatePicker } from './date-picker';
import { NATIONAL_DAY_HOLIDAYS as holidays } from './story-holidays';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '到期日', onValueChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '2026-10-08', allowClear: true } };
export const Disabled: Story = { args: { defaultValue: '2026-10-08', disabled: true } };
export const InFormFieldWithError: Story = {
  render: () => (
    <FormField label="到期日" error="请选择到期日" required>
      <DatePicker />
    </FormField>
  ),
};

/** The calendar open (October 2026): National Day holidays struck through, days outside min/max greyed. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-10-08', defaultOpen: true, disabledDates: holidays, minDate: '2026-09-28', maxDate: '2026-10-31' },
  // The popover covers the docs page: shown on its own canvas only, tall enough for the calendar.
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
};

/** National Day holidays are struck through and cannot be picked; so are days outside min/max. */
export const HolidaysAndLimits: Story = {
  name: 'Test · holidays and limits',
  tags: ['interaction', '!autodocs'],
  args: { defaultValue: '2026-10-08', disabledDates: holidays, minDate: '2026-09-28', maxDate: '2026-10-31' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '到期日' }));
    const calendar = within(await within(document.body).findByRole('dialog', { name: '日历' }));
    await expect(calendar.getByRole('button', { name: /2026年10月1日/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-10-09');
  },
};
