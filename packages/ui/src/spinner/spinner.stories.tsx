import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '加载中' })).toBeInTheDocument();
  },
};
export const WithLabel: Story = { args: { label: '正在提交', showLabel: true } };
export const Large: Story = { args: { size: 40 } };
export const SkeletonLines: Story = { render: () => <Skeleton lines={4} /> };
