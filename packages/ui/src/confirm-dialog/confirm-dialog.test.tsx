import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open title="您即将退出登录" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled alert dialog with 确定 and 取消', async () => {
    const { onConfirm, onCancel } = setup({ description: '退出后需要重新登录' });
    const user = userEvent.setup();
    const dialog = screen.getByRole('alertdialog', { name: '您即将退出登录' });
    expect(dialog).toHaveAccessibleDescription('退出后需要重新登录');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses the given button texts', () => {
    setup({ confirmText: '去认证', cancelText: '退出登录' });
    expect(screen.getByRole('button', { name: '去认证' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('Escape cancels and focus is trapped inside', async () => {
    const { onCancel } = setup();
    const user = userEvent.setup();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('auto-closes after 3000 ms when asked', () => {
    vi.useFakeTimers();
    const { onCancel } = setup({ autoClose: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(onCancel).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('does not auto-close unless asked', () => {
    vi.useFakeTimers();
    const { onCancel } = setup();
    act(() => vi.advanceTimersByTime(60000));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    setup({ description: '退出后需要重新登录' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
