import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { creditEndpoints } from '@scf/api/contract';
import { Dialog, FormField, Textarea } from '@scf/ui';
import { DialogButtons } from '../../../lib/page';

// The contract's body of 退回: 意见 is required (请填写意见), at most 200 characters.
const resolver = zodResolver(creditEndpoints.return.body);

export interface ReturnDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's refusal; what was typed stays. */
  error: string | null;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** 退回 of a distribution: back to the operator with the director's 意见. */
export function ReturnDialog({ open, busy, error, onConfirm, onCancel }: ReturnDialogProps) {
  const form = useForm<{ comment: string }>({ resolver, defaultValues: { comment: '' } });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <form noValidate onSubmit={form.handleSubmit(({ comment }) => onConfirm(comment.trim()))}>
          <Dialog.Header>
            <Dialog.Title>退回额度分配申请</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>退回后申请回到经办，调增冻结的额度将释放。</Dialog.Description>
            <FormField label="意见" required error={form.formState.errors.comment?.message}>
              <Textarea rows={4} maxCount={200} placeholder="请填写退回意见" {...form.register('comment')} />
            </FormField>
            {error ? <p role="alert">退回失败：{error}</p> : null}
          </Dialog.Body>
          <DialogButtons label="退回" busy={busy} onCancel={onCancel} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
