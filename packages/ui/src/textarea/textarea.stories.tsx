import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': '意见内容', maxCount: 500 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: '希望增加批量导出功能。' } };
export const OverLimit: Story = { args: { maxCount: 5, defaultValue: '超过五个字的内容' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '已提交的意见不可修改' } };
export const InFormField: Story = {
  render: () => (
    <FormField label="意见内容" help="请详细描述您的问题" error="此处不能为空" required>
      <Textarea maxCount={500} />
    </FormField>
  ),
};
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '意见内容' }), '很好用');
    await expect(canvas.getByText('3/500')).toBeInTheDocument();
  },
};
