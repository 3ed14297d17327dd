import { useState } from 'react';
import { Button } from '@scf/ui';
import type { ButtonVariant } from '@scf/ui';
import type { LedgerCall } from '../api/application-calls';
import { useLedgerAction } from '../api/use-ledger-action';
import { OpinionDialog } from './opinion-dialog';

export interface OpinionActionProps {
  /** The button and the dialog's action: 退回, 拒绝, 签收, 拒签. */
  label: string;
  description?: string;
  /** 意见 must be given. */
  required?: boolean;
  variant?: ButtonVariant;
  /** The write, given the 意见. */
  call: (comment: string) => LedgerCall;
  /** The toast after it is done. */
  done: string;
  onDone: () => void;
}

/** A button that asks for 意见 and then acts; a refusal stays in the dialog with what was typed. */
export function OpinionAction({ label, description, required = true, variant = 'default', call, done, onDone }: OpinionActionProps) {
  const [open, setOpen] = useState(false);
  const action = useLedgerAction();
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          action.begin();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <OpinionDialog
        open={open}
        action={label}
        description={description}
        required={required}
        busy={action.busy}
        error={action.error}
        onCancel={() => setOpen(false)}
        onConfirm={(comment) =>
          void action.run(call(comment), done).then((ok) => {
            if (!ok) return;
            setOpen(false);
            onDone();
          })
        }
      />
    </>
  );
}
