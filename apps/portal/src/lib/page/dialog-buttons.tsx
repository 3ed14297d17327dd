import type { ReactNode } from 'react';
import { Button, Dialog } from '@scf/ui';

export interface DialogButtonsProps {
  /** The confirm button's text (提交, 退回, 确认兑付). */
  label: ReactNode;
  /** The request is on its way: the confirm button spins and 取消 waits for it. */
  busy: boolean;
  onCancel: () => void;
  /** Runs the action; without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
}

/** The footer of a dialog that sends something: 取消 and the confirm button. */
export function DialogButtons({ label, busy, onCancel, onConfirm }: DialogButtonsProps) {
  return (
    <Dialog.Footer>
      <Button onClick={onCancel} disabled={busy}>
        取消
      </Button>
      <Button variant="primary" loading={busy} {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}>
        {label}
      </Button>
    </Dialog.Footer>
  );
}
