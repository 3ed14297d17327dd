import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { total: 95, page: 1, pageSize: 10, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const ManyPages: Story = { args: { total: 2000, page: 50 } };
export const Minimal: Story = { args: { showJump: false, showTotal: false, pageSizeOptions: [] } };

function Controlled() {
  const [state, setState] = useState({ page: 1, pageSize: 10 });
  return <Pagination total={500} page={state.page} pageSize={state.pageSize} onChange={(page, pageSize) => setState({ page, pageSize })} />;
}

export const Interactive: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('textbox', { name: '跳至页码' }), '30{Enter}');
    await expect(canvas.getByRole('button', { name: '第 30 页' })).toHaveAttribute('aria-current', 'page');
  },
};
