import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTERPARTY_ROLES, COUNTERPARTY_ROLE_LABEL, counterpartyAddSchema } from '@scf/api/contract';
import type { CounterpartyAddInput } from '@scf/api/contract';
import type { z } from 'zod';
import { Dialog, FormField, RadioGroup, TextInput } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';

type AddOutput = z.output<typeof counterpartyAddSchema>;
// One schema for the form and the server: a USCC is checked (GB 32100) before anything is sent.
const resolver = zodResolver(counterpartyAddSchema);

const LOOKUP_OPTIONS = [
  { value: 'USCC', label: '按统一社会信用代码' },
  { value: 'NAME', label: '按企业名称' },
];
const ROLE_OPTIONS = COUNTERPARTY_ROLES.map((r) => ({ value: r, label: COUNTERPARTY_ROLE_LABEL[r] }));
const EMPTY: CounterpartyAddInput = { by: 'USCC', keyword: '', role: 'SUPPLIER' };

export interface AddCounterpartyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the request; a refusal's message is thrown back and shown in the dialog. */
  onSubmit: (input: AddOutput) => Promise<void>;
}

/** 新增交易对手: the counterparty named by its 统一社会信用代码 or full name, and what it is to us. */
export function AddCounterpartyDialog({ open, onClose, onSubmit }: AddCounterpartyDialogProps) {
  const form = useForm<CounterpartyAddInput, unknown, AddOutput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;
  const byUscc = form.watch('by') === 'USCC';
  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setFailure(null);
    }
  }, [open, reset]);

  const submit = async (input: AddOutput) => {
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : '提交失败，请稍后重试');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || isSubmitting ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <form noValidate aria-label="新增交易对手" onSubmit={form.handleSubmit(submit)}>
          <Dialog.Header>
            <Dialog.Title>新增交易对手</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>提交后须经对方企业确认，关系方可用于开立和转让。</Dialog.Description>
            <FormField label="查找方式" required>
              <Controller
                control={form.control}
                name="by"
                render={({ field }) => <RadioGroup options={LOOKUP_OPTIONS} value={field.value} onValueChange={field.onChange} />}
              />
            </FormField>
            <FormField label={byUscc ? '统一社会信用代码' : '企业名称'} required error={errors.keyword?.message}>
              <TextInput
                maxLength={byUscc ? 18 : 80}
                placeholder={byUscc ? '18位统一社会信用代码' : '请输入企业全称'}
                autoComplete="off"
                {...form.register('keyword')}
              />
            </FormField>
            <FormField label="对方角色" required error={errors.role?.message}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => <RadioGroup options={ROLE_OPTIONS} value={field.value} onValueChange={field.onChange} />}
              />
            </FormField>
            {failure ? <FormAlert title="新增失败" message={failure} /> : null}
          </Dialog.Body>
          <DialogButtons label="提交" busy={isSubmitting} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
