import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BaseStyle, ThemeProvider, useScreenSize } from '@scf/ui';
import { lazyScreen, useAfterFirstChunk } from '../../lib/chunk-load';
import { useAuth } from '../../lib/auth';
import { useLiveEvents } from '../../lib/live';
import { useNav } from '../../lib/navigation';
import { PageLoading } from '../../lib/page/page-loading';
import { usePlatform } from '../../lib/platform';
import { NOT_FOUND_PATH, appRouteOf } from '../../lib/routing';
import { usePreloadErrorRecovery } from '../errors/use-preload-error';
import { RouteGuard } from '../guard/route-guard';
import { documentTitleOf } from './document-title';
import { ProductBar } from './nav/product-bar';
import { SideMenu } from './nav/side-menu';
import { Body, Columns, ENTRY_PAGES, Frame, MAIN_ID, Main, frameOf } from './shell-frame';
import { PostLoginDialogs } from './post-login-dialogs';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';
import { SkipLink } from './skip-link';

// Not needed for the first paint (design.md §7 byte budget): the right bar (a floating helper, a moment later is
// fine; its width is reserved from the start), and the navigation progress bar (the first page has no navigation
// to show), the new-build banner, the idle warning and the watermark. Requested once the first page's chunk is in
// (useAfterFirstChunk), so a first load fetches the page before them.
const ShellRightBar = lazyScreen(() => import('./shell-right-bar'));
const FrameExtras = lazyScreen(() => import('./frame/frame-extras'));

/** Pages that are about the app, not the business: no watermark. */
const ERROR_PAGES = /^\/error-page\//;

/**
 * The page frame: base style, header, product bar (主导航) and side menu (菜单) from the granted menus, main, footer,
 * right bar and the frame extras (navigation progress…), themed from the platform config (spec §2 Shell). New-blank-target
 * routes show only their content; the right bar is hidden on the login page.
 */
export function ShellLayout() {
  const { pathname, key } = useLocation();
  const { tokens } = usePlatform();
  const { status, session, role } = useAuth();
  const nav = useNav();
  const size = useScreenSize();
  usePreloadErrorRecovery();
  const route = appRouteOf(pathname);
  const { bare, register, loginButton, rightBar } = frameOf(pathname, route?.newBlank === true);
  const signedIn = status === 'authenticated';
  const navigating = signedIn && !bare && !ENTRY_PAGES.test(pathname);
  const helpers = useAfterFirstChunk();
  // Live pages (issue 34): one event stream per tab while signed in, again after a change of user or role.
  useLiveEvents(signedIn && session ? `${session.userInfo.userName}:${role.currentRole ?? ''}` : null);

  // An unknown address shows the 404 page (the router's catch-all): it gets that page's title too.
  const pageTitle = route?.title ?? (pathname === '/' ? undefined : appRouteOf(NOT_FOUND_PATH)?.title);
  // Per navigation, not per title: a page that failed (its own title) and is retried gets the route's back.
  useEffect(() => {
    document.title = documentTitleOf(pageTitle);
  }, [pageTitle, key]);

  return (
    // global: a full-page app; dialogs, menus and toasts render in portals on <body> and take the theme too.
    <ThemeProvider tokens={tokens} global>
      <BaseStyle />
      <Frame>
        <SkipLink target={MAIN_ID} />
        {bare ? null : <ShellHeader register={register} loginButton={loginButton} />}
        {navigating ? <ProductBar homePath={nav.homePath} areas={nav.areas} current={nav.current?.area ?? null} onHome={pathname === nav.homePath} /> : null}
        <Body>
          <Columns $rightBar={rightBar}>
            {navigating ? <SideMenu groups={nav.groups} currentPath={pathname} narrow={size === 'MINI'} /> : null}
            <Main id={MAIN_ID} tabIndex={-1}>
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
      <Suspense fallback={null}>{rightBar && helpers ? <ShellRightBar /> : null}</Suspense>
      <Suspense fallback={null}>
        {helpers ? (
          <FrameExtras mainId={MAIN_ID} business={signedIn && !ENTRY_PAGES.test(pathname) && !ERROR_PAGES.test(pathname) && route !== undefined} />
        ) : null}
      </Suspense>
    </ThemeProvider>
  );
}
