import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Statistic } from './statistic';

const meta = {
  title: 'Data/Statistic',
  component: Statistic,
  args: { title: '融资余额', value: 1234567.5, precision: 2, suffix: '元' },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('1,234,567.50元');
  },
};
export const Count: Story = { args: { title: '待办任务', value: 12, precision: undefined, suffix: '笔', footer: '较昨日 +2' } };
