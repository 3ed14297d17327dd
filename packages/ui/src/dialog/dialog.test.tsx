import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { axeViolations } from '../test/axe';
import { Dialog } from './dialog';
import type { DialogContentProps } from './dialog';

function setup(content: Omit<DialogContentProps, 'children'> = {}) {
  const onOpenChange = vi.fn();
  const onDelete = vi.fn();
  render(
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>删除草稿</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Header>
          <Dialog.Title>确认删除草稿？</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>删除后不可恢复。</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>取消</Button>
          </Dialog.Close>
          <Button variant="primary" onClick={onDelete}>
            删除
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>,
  );
  return { onOpenChange, onDelete, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '删除草稿' }));
  return screen.getByRole('dialog', { name: '确认删除草稿？' });
}

/** Radix portals the dimmed page and the panel side by side on <body>. */
const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleDescription('删除后不可恢复。');
    // The page behind is hidden from assistive tech while the dialog is open.
    expect(screen.getByRole('button', { name: '删除草稿', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the × is named 关闭, closes, and gives the focus back to the trigger', async () => {
    const { user, onOpenChange } = setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '删除草稿' })).toHaveFocus();
  });

  it('Close asChild turns the host button into a close button', async () => {
    const { user } = setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps the focus inside while open', async () => {
    const { user } = setup();
    const dialog = await open(user);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape and a click on the dimmed page close it by default', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open(user);
    await user.click(overlayOf(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a forced dialog refuses Escape and outside clicks; its own buttons still work', async () => {
    const { user, onOpenChange, onDelete } = setup({ closeOnEscape: false, closeOnOutsideClick: false });
    const dialog = await open(user);
    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('passes ARIA through: an alert dialog, a busy one', async () => {
    const { user } = setup({ role: 'alertdialog', 'aria-busy': true });
    await user.click(screen.getByRole('button', { name: '删除草稿' }));
    expect(screen.getByRole('alertdialog', { name: '确认删除草稿？' })).toHaveAttribute('aria-busy', 'true');
  });

  it('the body takes a ref and region semantics for a long text read by keyboard', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <Dialog.Root open>
        <Dialog.Content size="lg">
          <Dialog.Header>
            <Dialog.Title>用户注册协议</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body ref={ref} role="region" aria-label="协议正文" tabIndex={0}>
            <p>第一条</p>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const region = screen.getByRole('region', { name: '协议正文' });
    expect(ref.current).toBe(region);
    expect(region).toHaveAttribute('tabindex', '0');
    // Without a Description the dialog is not described by anything (no dangling id).
    expect(screen.getByRole('dialog', { name: '用户注册协议' })).not.toHaveAttribute('aria-describedby');
  });

  it.each(['sm', 'md', 'lg', 'full'] as const)('size %s has no axe violations', async (size) => {
    const { user } = setup({ size });
    await open(user);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
