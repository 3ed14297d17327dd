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

const banks = [
  { value: 'F1', label: '中国建设银行股份有限公司徐州分行' },
  { value: 'F2', label: '中国工商银行股份有限公司苏州分行' },
  { value: 'F3', label: '江苏银行股份有限公司徐州分行' },
  { value: 'F4', label: '招商银行股份有限公司南京分行' },
];

/** A long choice stays on one line from the left, cut with an ellipsis (a 收款账户 was centred and wrapped). */
export const LongValue: Story = {
  args: {
    'aria-label': '收款账户',
    options: [{ value: 'A1', label: '32250198880000012001 · 苏州示例钢材贸易有限公司 · 中国建设银行苏州分行' }],
    defaultValue: 'A1',
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Select {...args} />
    </div>
  ),
};

/** A counterparty list: typing narrows it (徐州 → the two Xuzhou branches). */
export const Searchable: Story = {
  args: { 'aria-label': '金融机构', options: banks, searchable: true },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '金融机构' }));
    const search = await within(document.body).findByRole('searchbox', { name: '搜索' });
    await userEvent.type(search, '徐州');
    await expect(within(document.body).getAllByRole('option')).toHaveLength(2);
    // Closed again before the story's accessibility check: while open, Radix hides the rest of the page (aria-hidden)
    // around the trigger, which axe reports against the page, not the select.
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('combobox', { name: '金融机构' })).toHaveAttribute('aria-expanded', 'false');
  },
};
