import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: { content: '年化利率按实际天数计算', children: <Button>利率说明</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Right: Story = { args: { side: 'right' } };
export const ShownOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('年化利率按实际天数计算');
  },
};
