import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { absReasonSchema } from '@scf/api/contract';
import { Dialog, FormField, Textarea } from '@scf/ui';
import { useLedgerAction } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';
import { DialogButtons, FormAlert } from '../../../lib/page';

const RESOLVER = zodResolver(absReasonSchema);

export interface ReasonDialogProps {
  /** The action (提出异议, 作废申请, 作废): the dialog's title and its confirm button. */
  action: string;
  /** What the action does, under the title. */
  description: string;
  /** The write, given the reason. */
  call: (reason: string) => LedgerCall;
  /** The toast after it is done. */
  done: string;
  onClose: () => void;
  onDone: () => void;
  /** An action without a reason (撤回异议): the dialog only confirms. */
  noReason?: boolean;
}

/**
 * The reason an action on a receivable needs (domain-lines.md §18.2: 提出异议, 作废申请, 作废), checked by the contract's
 * schema; a refusal of the server stays in the dialog, verbatim, with what was typed.
 */
export function ReasonDialog({ action, description, call, done, onClose, onDone, noReason = false }: ReasonDialogProps) {
  const write = useLedgerAction();
  const { begin } = write;
  const form = useForm<{ reason: string }>({ ...(noReason ? {} : { resolver: RESOLVER }), defaultValues: { reason: '' } });
  useEffect(() => begin(), [begin]);
  const submit = form.handleSubmit(({ reason }) =>
    write.run(call(reason.trim()), done).then((ok) => {
      if (ok) onDone();
    }),
  );
  return (
    <Dialog.Root open onOpenChange={(next) => (next || write.busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Dialog.Header>
            <Dialog.Title>{action}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
            {noReason ? null : (
              <FormField label={`${action}原因`} required error={form.formState.errors.reason?.message}>
                <Textarea rows={4} maxCount={200} placeholder={`请填写${action}原因`} {...form.register('reason')} />
              </FormField>
            )}
            {write.error ? <FormAlert title={`${action}失败`} message={write.error} /> : null}
          </Dialog.Body>
          <DialogButtons label={action} busy={write.busy} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
