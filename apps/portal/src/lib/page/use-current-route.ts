import { useLocation } from 'react-router-dom';
import { AREA_TITLE, findRoute } from '@scf/api/contract';
import type { RouteDef } from '@scf/api/contract';

export interface CurrentRoute {
  route: RouteDef | undefined;
  /** Area title › page title; root pages have only their own title. */
  breadcrumb: string[];
}

/** The catalogue entry of the page being shown (the router's location is already below /cv3). */
export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return { route, breadcrumb: [] };
  return { route, breadcrumb: route.area === 'root' ? [route.title] : [AREA_TITLE[route.area], route.title] };
}
