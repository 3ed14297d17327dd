import { styled } from 'styled-components';
import { Dialog } from '../dialog/dialog';
import { cssVar } from '../theme/css-variables';

/** The text to read, framed so that its bottom edge (the point that unlocks 同意) is visible. */
export const ReadingBody = styled(Dialog.Body)`
  min-height: 120px;
  margin: 4px 24px 0;
  padding: 12px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  line-height: 1.7;
`;

export const Hint = styled.span`
  margin-right: auto;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;
