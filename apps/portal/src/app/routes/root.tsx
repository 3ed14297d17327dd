import { lazyScreen } from '../../lib/chunk-load';
import type { ScreenMap } from './screen-map';

/**
 * Root pages load with the shell (not a lazy area); each screen is still its own small chunk so the first
 * route only downloads the page it shows.
 */
export const screens: ScreenMap = {
  '/login/login': lazyScreen(() => import('../../features/auth/routes/login-page')),
  '/help/index': lazyScreen(() => import('../../features/help/routes/help-page')),
  '/platform-notice/page-list': lazyScreen(() => import('../../features/notices/routes/notice-list-page')),
  '/error-page/403': lazyScreen(() => import('../../features/errors/routes/forbidden-page')),
  '/error-page/404': lazyScreen(() => import('../../features/errors/routes/not-found-page')),
  '/error-page/authorized': lazyScreen(() => import('../../features/errors/routes/authorized-page')),
  '/error-page/contact-manager-open-product': lazyScreen(() => import('../../features/errors/routes/contact-manager-page')),
};

/** Unknown paths (the `*` route). */
export const NotFoundScreen = screens['/error-page/404']!;
