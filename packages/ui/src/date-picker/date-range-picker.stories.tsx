import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { inPage } from '../test/story-play';
import { DateRangeFormExample } from './date-range-form';
import { DateRangePicker } from './date-range-picker';
import { NATIONAL_DAY_HOLIDAYS as holidays } from './story-holidays';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': '申请日期', onValueChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendar = async (canvasElement: HTMLElement) => within(await inPage(canvasElement).findByRole('dialog', { name: '日历' }));

/** A range may not run across a holiday: the second click then starts a new range. */
export const WithHolidays: Story = {
  args: { disabledDates: holidays, defaultValue: { start: '2026-10-08', end: '2026-10-16' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '申请日期' }));
    const days = await calendar(canvasElement);
    await expect(days.getByRole('button', { name: /2026年10月1日/ })).toBeDisabled();
    await userEvent.click(days.getByRole('button', { name: /2026年10月12日/ }));
    await userEvent.click(days.getByRole('button', { name: /2026年10月14日/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-10-12', end: '2026-10-14' });
  },
};
export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true, defaultValue: { start: '2026-10-08', end: '2026-10-16' } } };
export const Invalid: Story = { args: { invalid: true } };

/** Inside a FormField the picker is named by the field's label (aria-labelledby) and described by help and error. */
export const InFormFieldWithError: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="申请日期" help="节假日不可选" error="请选择申请日期" required>
      <DateRangePicker {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '申请日期' })).toHaveAccessibleDescription('节假日不可选 请选择申请日期');
  },
};

/**
 * react-hook-form `<Controller>` with a zod schema (required, start ≤ end): submitting empty shows the FormField
 * error and focuses the picker; a picked range submits.
 */
export const ZodValidatedForm: Story = {
  args: { onValueChange: fn() },
  render: (args) => <DateRangeFormExample onValid={(values) => args.onValueChange?.(values.period)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择申请日期');
    const picker = canvas.getByRole('combobox', { name: '申请日期' });
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(picker);
    const days = await calendar(canvasElement);
    await userEvent.click(days.getByRole('button', { name: /2026年10月12日/ }));
    await userEvent.click(days.getByRole('button', { name: /2026年10月20日/ }));
    await expect(picker).toHaveTextContent('2026-10-12 ~ 2026-10-20');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-10-12', end: '2026-10-20' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
