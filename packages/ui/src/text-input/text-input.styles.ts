import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const StyledInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 32px;
  padding: 4px 11px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
  &:hover:not(:disabled),
  &:focus {
    border-color: ${cssVar('primaryColor')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${cssVar('dangerColor')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
