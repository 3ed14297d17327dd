import { styled } from 'styled-components';
import { fieldFrame, fieldStates } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledTextarea = styled.textarea`
  ${fieldFrame}
  display: block;
  min-height: 80px;
  padding: 6px 11px 22px;
  resize: vertical;
  ${fieldStates('&:focus')}
`;

export const Counter = styled.span<{ $over: boolean }>`
  position: absolute;
  right: 10px;
  bottom: 4px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${({ $over }) => ($over ? cssVar('dangerColor') : cssVar('textSecondaryColor'))};
`;
