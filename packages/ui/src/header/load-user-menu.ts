import type { ComponentType } from 'react';
import type { UserMenuPopupProps } from './user-menu-popup';

// The dropdown (Radix menu, floating-ui, the logout confirm) is a third of the header's weight and no one needs
// it before first paint, nor at all when logged out, so it is its own chunk, fetched once a user is shown.
type Popup = ComponentType<UserMenuPopupProps>;

let loaded: Popup | null = null;
let pending: Promise<Popup> | null = null;

/** Starts (or joins) the one fetch of the dropdown; a failed fetch is forgotten so that the next call retries. */
export function loadUserMenuPopup(): Promise<Popup> {
  pending ??= import('./user-menu-popup').then(
    (module) => (loaded = module.UserMenuPopup),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The dropdown if it has arrived, so a header mounted later (after a logout and login) renders it at once. */
export function loadedUserMenuPopup(): Popup | null {
  return loaded;
}
