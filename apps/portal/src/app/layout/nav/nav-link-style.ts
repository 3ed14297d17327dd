import { css } from 'styled-components';
import { cssVar } from '@scf/ui';

/**
 * The links of both menus (主导航 and 菜单): body text, primary on hover and when current (bold, with the menu's own
 * marker edge: `edge` is the border side that marks it), the focus ring inside the entry.
 */
export const menuLinks = (edge: 'bottom' | 'right', width: number) => css`
  a {
    display: block;
    color: ${cssVar('textColor')};
    font-size: ${cssVar('fontSizeMd')};
    text-decoration: none;
    border-${edge}: ${width}px solid transparent;
  }
  a:hover {
    color: ${cssVar('primaryColor')};
  }
  a[aria-current='page'] {
    color: ${cssVar('primaryColor')};
    border-${edge}-color: ${cssVar('primaryColor')};
    font-weight: 600;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: -2px;
  }
`;
