import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { PRODUCT_OPTIONS } from '../test/option-fixtures';
import { CheckboxGroup } from './checkbox-group';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: '开通产品',
    options: PRODUCT_OPTIONS,
    onValueChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  args: { defaultValue: ['credit'] },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: '开通产品' });
    await userEvent.click(within(group).getByRole('checkbox', { name: '凭证' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(['credit', 'voucher']);
  },
};
export const Vertical: Story = { args: { vertical: true } };
export const Disabled: Story = { args: { defaultValue: ['voucher'], disabled: true } };

/** Inside a FormField the group is named by the field's label and described by its help and error. */
export const InFormFieldWithError: Story = {
  args: { label: undefined },
  render: (args) => (
    <FormField label="开通产品" help="可多选" error="至少选择一项" required>
      <CheckboxGroup {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '开通产品' });
    await expect(group).toHaveAccessibleDescription('可多选 至少选择一项');
  },
};
