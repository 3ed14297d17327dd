import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider } from './toast';
import { useToast } from './toast-context';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('提交成功')}>成功</Button>
      <Button onClick={() => toast.error('网络异常，请稍后重试')}>失败</Button>
      <Button onClick={() => toast.info('已复制到剪贴板')}>提示</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: <Demo />, duration: 3000 },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
    await expect(await within(document.body).findByText('提交成功')).toBeInTheDocument();
  },
};
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '失败' }));
    await expect(await within(document.body).findByText('网络异常，请稍后重试')).toBeInTheDocument();
  },
};
export const Info: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '提示' }));
    await expect(await within(document.body).findByText('已复制到剪贴板')).toBeInTheDocument();
  },
};
