import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { FormField, TextInput, Textarea } from '@scf/ui';

const Reason = styled.div`
  max-width: 640px;
`;

export interface ReasonFieldProps {
  /** The field's label (退回原因, 撤回原因 …). */
  label: string;
  placeholder: string;
  error: string | undefined;
  /** `form.register('reason')`. */
  field: UseFormRegisterReturn;
}

/** An application's required reason (≤ 200 characters), the last field before 提交. */
export function ReasonField({ label, placeholder, error, field }: ReasonFieldProps) {
  return (
    <Reason>
      <FormField label={label} required error={error}>
        <Textarea rows={3} maxCount={200} placeholder={placeholder} {...field} />
      </FormField>
    </Reason>
  );
}

/** An application's optional 备注 (≤ 200 characters); the input's props pass through (a Controller's `field`, or value and onChange). */
export function RemarkField({ error, ...input }: ComponentProps<typeof TextInput> & { error?: string | undefined }) {
  return (
    <FormField label="备注" error={error}>
      <TextInput maxLength={200} placeholder="选填，最多200字" {...input} />
    </FormField>
  );
}
