import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@scf/ui';
import { DialogButtons } from './dialog-buttons';

function inDialog(children: ReactNode, onSubmit = vi.fn()) {
  render(
    <Dialog.Root open>
      <Dialog.Content size="sm">
        <Dialog.Title>退回</Dialog.Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </Dialog.Content>
    </Dialog.Root>,
  );
  return onSubmit;
}

describe('DialogButtons (取消 and the confirm button of a dialog that sends)', () => {
  it('submits the form without onConfirm, and 取消 cancels without submitting', async () => {
    const onCancel = vi.fn();
    const onSubmit = inDialog(<DialogButtons label="退回" busy={false} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '退回' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('runs onConfirm instead of submitting, and while busy 取消 waits', async () => {
    const onConfirm = vi.fn();
    const onSubmit = inDialog(<DialogButtons label="确认兑付" busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '确认兑付' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables 取消 while the request is on its way', () => {
    inDialog(<DialogButtons label="提交" busy onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
  });
});
