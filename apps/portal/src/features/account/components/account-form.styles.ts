import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

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
