import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { styled } from 'styled-components';

/** Heard, not seen; fixed, so it adds nothing to the page's height (it renders after the frame). */
const Announcer = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** How long a page may take to show its heading (a screen waiting for its data) before we give up. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * Focus is still where the user left it: on the link they clicked (header, menus), on nothing, or on something
 * the old page took away. A page that focused its own field, or a dialog, keeps it.
 */
function focusIsOutside(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !main.contains(active);
}

/**
 * After each client-side route change (a link, back and forward; not the first load, not a redirect), moves focus
 * to the new page's h1 and announces its title in a polite live region (WCAG 2.4.3, 4.1.3), as a full page load
 * would. The heading gets tabindex=-1 and is focused without scrolling; the frame draws no ring on it.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // null until the first render's page is known: that one is a page load, announced by the browser itself.
  const shown = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main || previous === null || previous === pathname || navigationType === 'REPLACE') return undefined;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsOutside(main)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      // The heading, not document.title: the frame sets the title after this effect (parents' effects run later).
      setAnnouncement(heading.textContent ?? '');
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, navigationType, mainId]);

  return (
    <Announcer role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </Announcer>
  );
}
