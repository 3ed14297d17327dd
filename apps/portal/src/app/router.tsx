import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { BASE_PATH } from '@scf/api/contract';
// The file, not the lib/page index: the first route needs the loading state, not the Page frame and breadcrumb.
import { PageLoading } from '../lib/page/page-loading';
import { RouteErrorPage } from './errors/route-error-page';
import { HomeRedirect } from './layout/home-redirect';
import { RootLayout } from './layout/root-layout';
import type { AppServices } from './layout/root-layout';
import { CONTACT_MANAGER_PATH, LAZY_AREAS, NOT_FOUND_PATH, routesOfArea } from '../lib/routing';
import type { AppRoute } from '../lib/routing';
import { loadScreen } from './screens';

/** Each page is its own error boundary: a screen that throws is replaced by 重试, the frame around it stays. */
function pageRoute(route: AppRoute): RouteObject {
  return {
    path: route.relativePath,
    handle: { route },
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: await loadScreen(route) }),
  };
}

/**
 * The route tree, built from the catalogue: root pages, then one parent per lazy area whose pages load that
 * area's chunk, then the 404 catch-all. The guard runs in the layout for every page.
 */
export function appRoutes(services: AppServices): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout services={services} />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // Page errors render inside the frame, so the header and the way back stay.
          errorElement: <RouteErrorPage />,
          // While the first page's chunk loads, the router renders the routes above the nearest HydrateFallback and
          // the fallback in its place. Here, not on the root: the frame (header, slogan, footer) paints at once and
          // only the page waits, as on any later navigation (on the root, a direct load of a lazy page showed a bare
          // 加载中… until its chunk arrived: the largest paint waited for the page's 15+ files).
          HydrateFallback: PageLoading,
          children: [
            { index: true, element: <HomeRedirect /> },
            ...routesOfArea('root').map(pageRoute),
            ...LAZY_AREAS.map((area): RouteObject => ({ path: area, children: routesOfArea(area).map(pageRoute) })),
            { path: '*', errorElement: <RouteErrorPage />, lazy: async () => ({ Component: await loadScreen({ path: NOT_FOUND_PATH }) }) },
          ],
        },
      ],
    },
  ];
}

/** The router; a PRODUCT_NOT_OPEN answer to any call leads to 请联系客户经理开通产品 (domain-lines.md §17.1). */
export function createAppRouter(services: AppServices) {
  const router = createBrowserRouter(appRoutes(services), { basename: BASE_PATH });
  services.productNotOpen?.subscribe(() => {
    if (!router.state.location.pathname.endsWith(CONTACT_MANAGER_PATH)) void router.navigate(CONTACT_MANAGER_PATH, { replace: true });
  });
  return router;
}
