import type { ByRoleMatcher, ByRoleOptions } from '@testing-library/dom';
import { expect, within } from 'storybook/test';

/**
 * The play function of a static state: the story shows this element (by role and accessible name), visibly. It also
 * waits for it, so lazily loaded parts count.
 */
export function showsRole(role: ByRoleMatcher, options?: ByRoleOptions) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole(role, options)).toBeVisible();
  };
}

/** Queries over the whole page: dialogs, menus and popovers render in portals outside the story's canvas. */
export function inPage(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}
