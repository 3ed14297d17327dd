import { css, keyframes } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';
import { fills, layers, shadows } from '../theme/palette';

// Movement only, no fade: axe measures contrast while a popover opens, and a half-transparent panel would fail it.
const dropDown = keyframes`
  from {
    translate: 0 -4px;
    scale: 0.98;
  }
`;
const riseUp = keyframes`
  from {
    translate: 0 4px;
    scale: 0.98;
  }
`;

/**
 * The one floating panel of the design system: calendar, menus, select lists, toasts and the header's user menu.
 * Apply it to the Radix content part (`styled(Popover.Content)` + this); it slides in from its trigger's side.
 */
export const popoverSurface = css`
  z-index: ${layers.popover};
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  box-shadow: ${shadows.popover};
  ${bodyFont}
  /* Only while open: on close the animation goes away, so Radix unmounts at once instead of waiting for its end. */
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${dropDown} 120ms ease-out;
    }
    &[data-state='open'][data-side='top'] {
      animation-name: ${riseUp};
    }
  }
`;

/** A choosable row inside a popover (menu item, select option): highlight follows the pointer and the keyboard. */
export const popoverItem = css`
  padding: 6px 12px;
  color: ${cssVar('textColor')};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${fills.hover};
  }
  &[data-disabled] {
    color: ${cssVar('textSecondaryColor')};
    cursor: not-allowed;
  }
`;
