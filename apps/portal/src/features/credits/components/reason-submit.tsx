import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { Button, FormField, Textarea } from '@scf/ui';
import { FormAlert } from '../../../lib/page';

const Reason = styled.div`
  max-width: 640px;
`;

export interface ReasonSubmitProps {
  /** The field's label (退回原因, 撤回原因 …). */
  label: string;
  placeholder: string;
  error: string | undefined;
  /** `form.register('reason')`. */
  field: UseFormRegisterReturn;
  /** The server's refusal of the last submit. */
  submitError: string | undefined;
  busy: boolean;
}

/** The end of an application form: its required reason (≤ 200 characters), the refusal of the last submit, and 提交. */
export function ReasonSubmit({ label, placeholder, error, field, submitError, busy }: ReasonSubmitProps) {
  return (
    <>
      <Reason>
        <FormField label={label} required error={error}>
          <Textarea rows={3} maxCount={200} placeholder={placeholder} {...field} />
        </FormField>
      </Reason>
      {submitError ? <FormAlert title="提交失败" message={submitError} /> : null}
      <Button type="submit" variant="primary" loading={busy}>
        提交
      </Button>
    </>
  );
}
