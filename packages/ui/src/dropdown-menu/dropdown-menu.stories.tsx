import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { DropdownMenu } from './dropdown-menu';

const onExport = fn();

const meta = {
  title: 'Shell/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button>更多操作</Button>,
    items: [
      { key: 'export', label: '导出', onSelect: onExport },
      { key: 'copy', label: '复制', onSelect: fn(), disabled: true },
      { key: 'delete', label: '删除', onSelect: fn(), danger: true, separatorBefore: true },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: '更多操作' }).focus();
    // ArrowDown opens the menu on its first item (our Button ignores Enter, spec §5).
    await userEvent.keyboard('{ArrowDown}');
    const item = await within(document.body).findByRole('menuitem', { name: '导出' });
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalled();
  },
};
