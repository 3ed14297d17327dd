import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { DropdownMenu } from './dropdown-menu';

function setup() {
  const onExport = vi.fn();
  const onDelete = vi.fn();
  const utils = render(
    <DropdownMenu
      trigger={<button type="button">更多操作</button>}
      items={[
        { key: 'export', label: '导出', onSelect: onExport },
        { key: 'copy', label: '复制', onSelect: vi.fn(), disabled: true },
        { key: 'delete', label: '删除', onSelect: onDelete, danger: true, separatorBefore: true },
      ]}
    />,
  );
  return { ...utils, onExport, onDelete };
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, skips disabled items and runs the chosen one', async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    const trigger = screen.getByRole('button', { name: '更多操作' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: '导出' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: '复制' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { onExport } = setup();
    const trigger = screen.getByRole('button', { name: '更多操作' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { baseElement } = setup();
    screen.getByRole('button', { name: '更多操作' }).focus();
    await user.keyboard('{Enter}');
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
