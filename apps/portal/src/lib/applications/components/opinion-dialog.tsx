import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { creditEndpoints } from '@scf/api/contract';
import { Dialog, FormField, Textarea } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../page';

const OPINION_MAX = 200;
// The contract's bodies: 退回 / 拒绝 need 意见 (请填写意见), 签收 takes an optional one; both at most 200 characters.
const REQUIRED = zodResolver(creditEndpoints.return.body);
const OPTIONAL = zodResolver(creditEndpoints.signFor.body.pick({ comment: true }));

export interface OpinionDialogProps {
  open: boolean;
  /** The action, e.g. 退回: the dialog's title and its confirm button. */
  action: string;
  /** What the action does, under the title. */
  description?: string;
  /** 意见 must be given (退回, 拒绝, 拒签); optional for 签收. */
  required?: boolean;
  /** The request is on its way: the confirm button spins and nothing can be sent twice. */
  busy: boolean;
  /** The server's refusal, shown in the dialog; what was typed stays. */
  error?: string | undefined;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** 意见 for an action on an application (domain.md §7.2: a return needs a comment), checked by the contract's schema. */
export function OpinionDialog({ open, action, description, required = true, busy, error, onConfirm, onCancel }: OpinionDialogProps) {
  const form = useForm<{ comment: string }>({ resolver: required ? REQUIRED : OPTIONAL, defaultValues: { comment: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ comment: '' });
  }, [open, reset]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <form noValidate onSubmit={form.handleSubmit(({ comment }) => onConfirm(comment.trim()))}>
          <Dialog.Header>
            <Dialog.Title>{action}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            <FormField label="意见" required={required} error={form.formState.errors.comment?.message}>
              <Textarea rows={4} maxCount={OPINION_MAX} placeholder={required ? `请填写${action}意见` : '选填'} {...form.register('comment')} />
            </FormField>
            {error ? <FormAlert title={`${action}失败`} message={error} /> : null}
          </Dialog.Body>
          <DialogButtons label={action} busy={busy} onCancel={onCancel} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
