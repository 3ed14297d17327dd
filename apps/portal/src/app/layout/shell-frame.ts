import { styled } from 'styled-components';
import { RIGHT_BAR_RESERVED_PX, fills } from '@scf/ui';
import { LOGIN_PATH } from '../../lib/routing/paths';

// The page frame's boxes, shared by the app's ShellLayout and the first paint's BootFrame (app/boot), so the frame
// the app takes over is laid out exactly as the one it replaces.

export const MAIN_ID = 'main';

/** The page is at least the window's height, so the footer sits at the bottom of a short page. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Body = styled.div`
  flex: 1 0 auto;
  background: ${fills.muted};
`;

/** The right bar is fixed at the window's edge: the columns keep its width free so it never covers content. */
export const Columns = styled.div<{ $rightBar: boolean }>`
  display: flex;
  gap: 16px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 ${({ $rightBar }) => ($rightBar ? RIGHT_BAR_RESERVED_PX : 16)}px 0 16px;
`;

/**
 * Focusable (tabindex=-1) for the skip link; it and the h1 a route change focuses are not controls, so they get no
 * focus ring (the heading is where reading starts, as after a page load).
 */
export const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  &:focus,
  h1[tabindex='-1']:focus {
    outline: none;
  }
`;

/** Pages before or around login: no navigation of the signed-in frame. */
export const ENTRY_PAGES = /^\/(?:login|register)\//;

/** What the frame shows at a path, before and after login: header and footer or none, the register bar, 登录, the right bar. */
export function frameOf(pathname: string, newBlank: boolean) {
  const onLogin = pathname === LOGIN_PATH;
  return { bare: newBlank, register: pathname.startsWith('/register/'), loginButton: !onLogin, rightBar: !newBlank && !onLogin };
}
