import type { Meta, StoryObj } from '@storybook/react-vite';
import { Statistic } from '../statistic/statistic';
import { showsRole } from '../test/story-play';
import { Card } from './card';

const meta = {
  title: 'Data/Card',
  component: Card,
  args: { title: '融资概览', children: '卡片内容' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: showsRole('region', { name: '融资概览' }),
};
export const WithExtra: Story = { args: { extra: <a href="#more">查看更多</a> } };
export const Untitled: Story = { args: { title: undefined } };
export const StatisticTiles: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', gap: 48 }}>
        <Statistic title="融资余额" value={1234567.5} precision={2} suffix="元" />
        <Statistic title="待办任务" value={12} suffix="笔" footer="较昨日 +2" />
        <Statistic title="授信额度" value="5,000,000.00" suffix="元" />
      </div>
    ),
  },
};
