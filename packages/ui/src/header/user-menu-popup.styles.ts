import * as Menu from '@radix-ui/react-dropdown-menu';
import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

// Kept apart from header.styles.ts: these wrap Radix parts, which belong to the lazily loaded menu chunk only.

export const MenuContent = styled(Menu.Content)`
  min-width: 160px;
  padding: 4px;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  z-index: 900;
`;

export const MenuItem = styled(Menu.Item)`
  padding: 6px 12px;
  border-radius: 2px;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${cssVar('primaryColor')};
    color: ${cssVar('onPrimaryColor')};
  }
`;

export const MenuRadioItem = styled(Menu.RadioItem)`
  padding: 6px 12px 6px 24px;
  position: relative;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${cssVar('primaryColor')};
    color: ${cssVar('onPrimaryColor')};
  }
`;

export const MenuLabel = styled(Menu.Label)`
  padding: 6px 12px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

export const MenuSeparator = styled(Menu.Separator)`
  height: 1px;
  margin: 4px 0;
  background: ${cssVar('borderColor')};
`;
