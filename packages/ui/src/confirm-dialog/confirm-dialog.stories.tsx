import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: '您即将退出登录', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    title: '管理员信息已变更，需重新实名认证才可继续开展业务',
    description: '请前往实名认证页面完成认证，或退出登录。',
    confirmText: '去认证',
    cancelText: '退出登录',
  },
};

/** Auto-closes (as a cancel) after 3000 ms. */
export const AutoClose: Story = {
  args: { title: '提交成功', autoClose: true },
  play: async ({ args }) => {
    await new Promise((r) => setTimeout(r, 3100));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
