import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './timeline';

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: {
    items: [
      { key: '4', time: '2026-10-09T09:00', timeText: '2026-10-09 09:00', title: '复核驳回', content: '原因：发票信息不一致', tone: 'danger' },
      { key: '3', time: '2026-10-08T14:30', timeText: '2026-10-08 14:30', title: '初审通过', tone: 'success' },
      { key: '2', time: '2026-10-08T10:00', timeText: '2026-10-08 10:00', title: '补充材料', content: '经办：张三' },
      { key: '1', time: '2026-10-07T16:12', timeText: '2026-10-07 16:12', title: '提交申请' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApprovalHistory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Single: Story = { args: { items: [{ key: '1', title: '提交申请' }] } };
