import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { BaseStyle, RIGHT_BAR_RESERVED_PX, ThemeProvider, fills, useScreenSize } from '@scf/ui';
import { lazyScreen } from '../../lib/chunk-load';
import { useAuth } from '../../lib/auth';
import { useNav } from '../../lib/navigation';
import { PageLoading } from '../../lib/page/page-loading';
import { usePlatform } from '../../lib/platform';
import { LOGIN_PATH, appRouteOf } from '../../lib/routing';
import { usePreloadErrorRecovery } from '../errors/use-preload-error';
import { RouteGuard } from '../guard/route-guard';
import { ProductBar } from './nav/product-bar';
import { SideMenu } from './nav/side-menu';
import { PostLoginDialogs } from './post-login-dialogs';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';

// Not needed for the first paint (design.md §7 byte budget): the right bar (a floating helper, a moment later is
// fine; its width is reserved from the start), and the navigation progress bar (the first page has no navigation
// to show), the new-build banner, the idle warning and the watermark.
const ShellRightBar = lazyScreen(() => import('./shell-right-bar'));
const FrameExtras = lazyScreen(() => import('./frame/frame-extras'));

const APP_TITLE = '供应链金融服务平台';

/** The page is at least the window's height, so the footer sits at the bottom of a short page. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Body = styled.div`
  flex: 1 0 auto;
  background: ${fills.muted};
`;

/** The right bar is fixed at the window's edge: the columns keep its width free so it never covers content. */
const Columns = styled.div<{ $rightBar: boolean }>`
  display: flex;
  gap: 16px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 ${({ $rightBar }) => ($rightBar ? RIGHT_BAR_RESERVED_PX : 16)}px 0 16px;
`;

const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
`;

/** Pages before or around login: no navigation of the signed-in frame. */
const ENTRY_PAGES = /^\/(?:login|register)\//;
/** Pages that are about the app, not the business: no watermark. */
const ERROR_PAGES = /^\/error-page\//;

/**
 * The page frame: base style, header, product bar (主导航) and side menu (菜单) from the granted menus, main, footer,
 * right bar and the frame extras (navigation progress…), themed from the platform config (spec §2 Shell). New-blank-target
 * routes show only their content; the right bar is hidden on the login page.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { tokens } = usePlatform();
  const { status } = useAuth();
  const nav = useNav();
  const size = useScreenSize();
  usePreloadErrorRecovery();
  const route = appRouteOf(pathname);
  const bare = route?.newBlank === true;
  const onLogin = pathname === LOGIN_PATH;
  const signedIn = status === 'authenticated';
  const navigating = signedIn && !bare && !ENTRY_PAGES.test(pathname);
  const rightBar = !bare && !onLogin;

  useEffect(() => {
    document.title = route ? `${route.title} - ${APP_TITLE}` : APP_TITLE;
  }, [route]);

  return (
    <ThemeProvider tokens={tokens}>
      <BaseStyle />
      <Frame>
        {bare ? null : <ShellHeader register={pathname.startsWith('/register/')} loginButton={!onLogin} />}
        {navigating ? <ProductBar homePath={nav.homePath} areas={nav.areas} current={nav.current?.area ?? null} onHome={pathname === nav.homePath} /> : null}
        <Body>
          <Columns $rightBar={rightBar}>
            {navigating ? <SideMenu groups={nav.groups} currentPath={pathname} narrow={size === 'MINI'} /> : null}
            <Main id="main">
              <RouteGuard>
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
              </RouteGuard>
            </Main>
          </Columns>
        </Body>
        {bare ? null : <ShellFooter host={window.location.host} pathname={pathname} />}
      </Frame>
      <PostLoginDialogs />
      {/* Two boundaries: the bar arriving after a login must not hide the extras already shown (nor the reverse). */}
      <Suspense fallback={null}>{rightBar ? <ShellRightBar /> : null}</Suspense>
      <Suspense fallback={null}>
        <FrameExtras business={signedIn && !ENTRY_PAGES.test(pathname) && !ERROR_PAGES.test(pathname) && route !== undefined} />
      </Suspense>
    </ThemeProvider>
  );
}
