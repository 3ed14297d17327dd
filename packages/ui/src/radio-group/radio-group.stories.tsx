import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { USER_TYPE_OPTIONS } from '../test/option-fixtures';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: '用户类型',
    options: USER_TYPE_OPTIONS,
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { args: { defaultValue: 'person' } };
export const Vertical: Story = { args: { vertical: true } };
export const Invalid: Story = { args: { invalid: true } };
export const ArrowKeys: Story = {
  args: { defaultValue: 'person' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '个人' }).focus();
    // Held until the focus moved, as a real key press is: Radix checks the radio on focus while an arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '企业' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('corp');
  },
};
export const Disabled: Story = { args: { defaultValue: 'corp', disabled: true } };

/** Inside a FormField the group is named by the field's label (aria-labelledby) and described by help and error. */
export const InFormFieldWithError: Story = {
  args: { label: undefined },
  render: (args) => (
    <FormField label="用户类型" help="注册后不可修改" error="请选择用户类型" required>
      <RadioGroup {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '用户类型' });
    await expect(group).toHaveAccessibleDescription('注册后不可修改 请选择用户类型');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};
