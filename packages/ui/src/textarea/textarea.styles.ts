import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledTextarea = styled.textarea`
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: 80px;
  padding: 6px 11px 22px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
  resize: vertical;
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

export const Counter = styled.span<{ $over: boolean }>`
  position: absolute;
  right: 10px;
  bottom: 4px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${({ $over }) => ($over ? cssVar('dangerColor') : cssVar('textSecondaryColor'))};
`;

export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
