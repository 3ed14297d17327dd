import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move focus between the links and buttons of a menu (spec "fully keyboard-usable"): Up/Down in a
 * vertical menu, Left/Right in a horizontal bar, Home/End to the ends. Tab still leaves the menu as usual.
 */
export function rovingFocus(orientation: 'vertical' | 'horizontal') {
  const [prev, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  return (event: KeyboardEvent<HTMLElement>) => {
    if (![prev, next, 'Home', 'End'].includes(event.key)) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (items.length === 0) return;
    event.preventDefault();
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : event.key === next ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[target]?.focus();
  };
}
