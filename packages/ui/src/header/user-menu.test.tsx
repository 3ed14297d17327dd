import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

// The dropdown's chunk is held back until the test lets it through, so the placeholder's part is observable.
const gate = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./user-menu-popup', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

const props = {
  user: { personName: '张三', positionLabel: '经办' },
  accountCentre: true,
  onNavigate: vi.fn(),
  onLogout: vi.fn(),
};

// The second test is the later login after the first (the chunk has arrived by then): the two run in this order even
// when the run shuffles tests (`--sequence.shuffle`).
describe('UserMenu before its code arrives', { shuffle: false }, () => {
  it('shows the trigger at once, remembers a keyboard open, opens once loaded and keeps focus on the trigger', async () => {
    const user = userEvent.setup();
    render(<UserMenu {...props} />);
    const placeholder = screen.getByRole('button', { name: '用户菜单：张三 经办' });
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    placeholder.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();

    gate.release();
    const menu = await screen.findByRole('menu');
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: '账户中心' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // Radix hands the focus back to the real trigger, which replaced the placeholder.
    const trigger = screen.getByRole('button', { name: '用户菜单：张三 经办' });
    expect(trigger).not.toBe(placeholder);
    expect(trigger).toHaveFocus();
  });

  it('renders the real menu at once when the code is already there (a later login)', async () => {
    const user = userEvent.setup();
    render(<UserMenu {...props} />);
    // No waiting: the first render already has the Radix trigger, which opens on a click.
    await user.click(screen.getByRole('button', { name: '用户菜单：张三 经办' }));
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });
});
