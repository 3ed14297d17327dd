import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { cssVar, layers, shadows } from '@scf/ui';

/** Out of sight (and of the layout) until it has focus, so screenshots and the page are unchanged. */
const Link = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: ${layers.toast};
  padding: 8px 16px;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: ${shadows.popover};
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The first stop of the Tab key (WCAG 2.4.1): past the header and menus straight to the page's content. */
export function SkipLink({ target }: { target: string }) {
  // Focus, not just scroll: the next Tab must continue inside the content; the router must not see a hash change.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href={`#${target}`} onClick={skip}>
      跳到主要内容
    </Link>
  );
}
