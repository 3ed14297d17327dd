import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: '首页', href: '/home' }, { label: '融资管理', href: '/loans' }, { label: '申请详情' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑' });
    await userEvent.click(within(nav).getByRole('link', { name: '融资管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/loans');
  },
};
export const SingleLevel: Story = { args: { items: [{ label: '首页' }] } };
