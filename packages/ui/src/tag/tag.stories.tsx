import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './status-tag';
import { Tag } from './tag';

const statuses = {
  DRAFT: { label: '草稿', tone: 'default' },
  PENDING: { label: '审核中', tone: 'processing' },
  SIGNING: { label: '待签署', tone: 'warning' },
  PAID: { label: '已放款', tone: 'success' },
  REJECTED: { label: '已驳回', tone: 'danger' },
} as const;

const meta = {
  title: 'Data/Tag',
  component: Tag,
  args: { children: '已认证' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['default', 'primary', 'success', 'warning', 'danger', 'processing'] as const).map((tone) => (
        <Tag key={tone} tone={tone}>
          {tone}
        </Tag>
      ))}
    </div>
  ),
};

export const StatusTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(Object.keys(statuses) as (keyof typeof statuses)[]).map((status) => (
        <StatusTag key={status} status={status} statuses={statuses} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已放款')).toBeInTheDocument();
  },
};
