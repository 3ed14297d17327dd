import type { Meta, StoryObj } from '@storybook/react-vite';
import { showsRole } from '../test/story-play';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: showsRole('status', { name: '加载中' }),
};
export const WithLabel: Story = { args: { label: '正在提交', showLabel: true } };
export const Large: Story = { args: { size: 40 } };
export const SkeletonLines: Story = { render: () => <Skeleton lines={4} /> };
