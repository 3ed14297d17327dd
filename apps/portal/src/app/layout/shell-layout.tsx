import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Footer, ThemeProvider, footerQrVisible } from '@scf/ui';
import { PageLoading } from '../../lib/page';
import { usePreloadErrorRecovery } from '../errors/use-preload-error';
import { RouteGuard } from '../guard/route-guard';
import { LOGIN_PATH, appRouteOf } from '../paths';
import { useSession } from '../session';
import { PostLoginDialogs } from './post-login-dialogs';
import { QR_HOSTS } from './qr-hosts';
import { ShellHeader } from './shell-header';
import { ShellRightBar } from './shell-right-bar';

const APP_TITLE = '供应链金融服务平台';

const Main = styled.main`
  min-height: calc(100vh - 200px);
  padding: 0 16px;
  background: #f5f6f7;
`;

/**
 * The page frame: header, main, footer and right bar, themed from the platform config (spec §2 Shell).
 * New-blank-target routes show only their content; the right bar is hidden on the login page.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { tokens } = useSession();
  usePreloadErrorRecovery();
  const route = appRouteOf(pathname);
  const bare = route?.newBlank === true;
  const onLogin = pathname === LOGIN_PATH;

  useEffect(() => {
    document.title = route ? `${route.title} - ${APP_TITLE}` : APP_TITLE;
  }, [route]);

  return (
    <ThemeProvider tokens={tokens}>
      {bare ? null : <ShellHeader variant={pathname.startsWith('/register/') ? 'register' : 'app'} loginButton={!onLogin} />}
      <Main id="main">
        <RouteGuard>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </Main>
      {bare ? null : <Footer showQr={footerQrVisible(window.location.host, pathname, QR_HOSTS)} />}
      {bare || onLogin ? null : <ShellRightBar />}
      <PostLoginDialogs />
    </ThemeProvider>
  );
}
