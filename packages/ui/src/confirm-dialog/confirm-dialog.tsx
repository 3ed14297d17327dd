import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { messages } from '../messages';

/** Spec §9: a dialog that closes itself does so after 3000 ms. */
export const DIALOG_AUTO_CLOSE_MS = 3000;

export interface ConfirmDialogProps {
  /** Shown or not (controlled by the host). */
  open: boolean;
  /** The question, e.g. 您即将退出登录. */
  title: string;
  /** Detail under the question; the dialog is described by it. */
  description?: ReactNode;
  /** Confirm label; 确定 when omitted. */
  confirmText?: string;
  /** Cancel label; 取消 when omitted. */
  cancelText?: string;
  /** Called by the confirm button. */
  onConfirm(): void;
  /** Called on cancel, Escape, a click outside, and the auto-close. */
  onCancel(): void;
  /** Closes the dialog (as a cancel) after 3000 ms, or after the given milliseconds. */
  autoClose?: boolean | number;
}

/** A modal question with confirm and cancel, on the Dialog (focus trap, Escape, labelled by its title). */
export function ConfirmDialog({ open, title, description, confirmText, cancelText, onConfirm, onCancel, autoClose }: ConfirmDialogProps) {
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const delay = autoClose === true ? DIALOG_AUTO_CLOSE_MS : typeof autoClose === 'number' ? autoClose : 0;

  useEffect(() => {
    if (!open || delay <= 0) return undefined;
    const timer = setTimeout(() => cancelRef.current(), delay);
    return () => clearTimeout(timer);
  }, [open, delay]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Content size="sm" role="alertdialog">
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        {description ? (
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
          </Dialog.Body>
        ) : null}
        <Dialog.Footer>
          <Button onClick={onCancel}>{cancelText ?? messages.dialog.cancel}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmText ?? messages.dialog.confirm}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
