import { styled } from 'styled-components';
import { Button, cssVar } from '@scf/ui';
import { FormAlert } from '../../../lib/page';

/** The fields of one account form, one under the other at a readable width. */
export const Fields = styled.form`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;

/** What the form does, before the user starts: said plainly, as a bank's page does. */
export const Note = styled.p`
  margin: 0 0 16px;
  color: ${cssVar('textSecondaryColor')};
`;

/** The end of an account form: the server's refusal (titled `failTitle`) and 确认修改. */
export function ConfirmChange({ failTitle, error, submitting }: { failTitle: string; error: string | undefined; submitting: boolean }) {
  return (
    <>
      {error ? <FormAlert title={failTitle} message={error} /> : null}
      <div>
        <Button type="submit" variant="primary" loading={submitting}>
          确认修改
        </Button>
      </div>
    </>
  );
}
