import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './steps';

const meta = {
  title: 'Feedback/Steps',
  component: Steps,
  args: {
    items: [{ title: '提交申请' }, { title: '平台审核', description: '1-3 个工作日' }, { title: '签署合同' }, { title: '放款' }],
    current: 1,
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};
export const Failed: Story = { args: { error: true } };
export const Finished: Story = { args: { current: 4 } };
export const Vertical: Story = { args: { vertical: true } };
