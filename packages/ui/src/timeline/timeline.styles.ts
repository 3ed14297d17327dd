import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  ${bodyFont}
  color: ${cssVar('textColor')};
`;

export const Item = styled.li`
  position: relative;
  padding: 0 0 20px 24px;
  &::before {
    content: '';
    position: absolute;
    top: 14px;
    bottom: 0;
    left: 4px;
    border-left: 2px solid ${cssVar('borderColor')};
  }
  &:last-child::before {
    display: none;
  }
`;

export const Dot = styled.span<{ $colour: string }>`
  position: absolute;
  top: 5px;
  left: 0;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ $colour }) => $colour};
  border-radius: 50%;
  box-sizing: border-box;
  background: ${cssVar('surfaceColor')};
`;

export const Time = styled.time`
  display: block;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;
