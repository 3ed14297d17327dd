import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { messages } from '../messages';
import { Position, UserTrigger } from './header.styles';
import { loadUserMenuPopup, loadedUserMenuPopup } from './load-user-menu';
import type { UserMenuProps } from './user-menu-popup';

export type { UserMenuProps } from './user-menu-popup';

const t = messages.header;

/**
 * The user dropdown. Until its code arrives (load-user-menu.ts) a look-alike trigger stands in: a click or
 * Enter/Space/ArrowDown on it is remembered and opens the menu as soon as the code is there, and a focused
 * placeholder hands the focus to the real trigger. A failed fetch is retried on the next click.
 */
export function UserMenu(props: UserMenuProps) {
  const [Popup, setPopup] = useState(loadedUserMenuPopup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (Popup || failed) return;
    let live = true;
    loadUserMenuPopup().then(
      (loaded) => {
        if (!live) return;
        setFocusOnLoad(document.activeElement === placeholder.current);
        setPopup(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Popup, failed]);

  if (Popup) return <Popup {...props} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} />;

  const requestOpen = () => {
    setOpenOnLoad(true);
    setFailed(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space already click a button; ArrowDown opens a Radix menu trigger too.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      requestOpen();
    }
  };
  const { user } = props;
  return (
    <UserTrigger
      ref={placeholder}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`${t.userMenu}：${user.personName} ${user.positionLabel}`}
      onClick={requestOpen}
      onKeyDown={onKeyDown}
    >
      <span>{user.personName}</span>
      {user.positionLabel ? <Position>{user.positionLabel}</Position> : null}
    </UserTrigger>
  );
}
