import { styled } from 'styled-components';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { cssVar } from '../theme/css-variables';

export const Content = styled(Menu.Content)`
  z-index: 1000;
  min-width: 140px;
  padding: 4px 0;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
`;

export const Item = styled(Menu.Item)<{ $danger: boolean }>`
  padding: 6px 16px;
  color: ${({ $danger }) => ($danger ? cssVar('dangerColor') : cssVar('textColor'))};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: #f0f5ff;
  }
  &[data-disabled] {
    color: ${cssVar('textSecondaryColor')};
    cursor: not-allowed;
  }
`;

export const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: 4px 0;
  background: ${cssVar('borderColor')};
`;
