import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { Select } from './select';

const options = [
  { value: 'bank', label: '银行承兑' },
  { value: 'corp', label: '商业承兑' },
  { value: 'none', label: '暂不支持', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options, 'aria-label': '票据类型', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: 'bank' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'corp' } };
export const InFormFieldWithError: Story = {
  render: (args) => (
    <FormField label="票据类型" error="请选择票据类型" required>
      <Select options={args.options} />
    </FormField>
  ),
};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '票据类型' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(document.body).findByRole('option', { name: '商业承兑' });
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith('corp');
    await expect(trigger).toHaveTextContent('商业承兑');
  },
};
