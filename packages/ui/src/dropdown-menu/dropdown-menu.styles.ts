import { styled } from 'styled-components';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { popoverItem, popoverSurface } from '../popover-surface/popover-surface';
import { cssVar } from '../theme/css-variables';

// Also the parts of the header's user menu (header/user-menu-popup.tsx): one look for every menu.

export const Content = styled(Menu.Content)`
  ${popoverSurface}
  min-width: 140px;
  padding: 4px 0;
`;

export const Item = styled(Menu.Item)<{ $danger?: boolean }>`
  ${popoverItem}
  padding-inline: 16px;
  ${({ $danger }) => ($danger ? `color: ${cssVar('dangerColor')};` : '')}
`;

/** A choice among several (the user menu's role switch); the tick sits in the left padding. */
export const RadioItem = styled(Menu.RadioItem)`
  ${popoverItem}
  position: relative;
  padding-inline: 28px 16px;
`;

export const Indicator = styled(Menu.ItemIndicator)`
  position: absolute;
  left: 10px;
`;

export const Label = styled(Menu.Label)`
  padding: 6px 16px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

export const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: 4px 0;
  background: ${cssVar('borderColor')};
`;
