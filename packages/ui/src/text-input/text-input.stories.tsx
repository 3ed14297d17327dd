import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': '用户名', placeholder: '请输入用户名' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'c1_op');
    await expect(input).toHaveValue('c1_op');
  },
};
export const Invalid: Story = { args: { invalid: true, defaultValue: '(非法)' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '不可编辑' } };
/** 只读: filled by the form (e.g. 接收方账户), shown on a muted field that does not invite typing (issue 28 item 11). */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '1101 0000 0000 0001 234（中国建设银行徐州分行）' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('readonly');
    const editable = document.createElement('input');
    editable.className = input.className;
    canvasElement.append(editable);
    await expect(getComputedStyle(input).backgroundColor).not.toBe(getComputedStyle(editable).backgroundColor);
    editable.remove();
  },
};
