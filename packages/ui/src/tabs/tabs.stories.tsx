import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Shell/Tabs',
  component: Tabs,
  args: {
    label: '任务状态',
    items: [
      { value: 'todo', label: '待处理', content: '待处理的任务列表' },
      { value: 'done', label: '已处理', content: '已处理的任务列表' },
      { value: 'all', label: '全部', content: '全部任务', disabled: true },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'done' } };
export const Switch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '已处理' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('已处理的任务列表');
    await expect(args.onValueChange).toHaveBeenCalledWith('done');
  },
};
