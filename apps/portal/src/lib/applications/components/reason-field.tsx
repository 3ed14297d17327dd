import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { FormField, Textarea } from '@scf/ui';

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
