import { useLocation } from 'react-router-dom';
import { findRoute } from '@scf/api/contract';
import type { RouteDef } from '@scf/api/contract';
import { useNav } from '../navigation';
import type { Crumb } from '../navigation';

export interface CurrentRoute {
  route: RouteDef | undefined;
  /** 首页 › area › page, the parents as links (spec §2 route tree). */
  breadcrumb: Crumb[];
}

/** The catalogue entry of the page being shown (the router's location is already below /cv3) and its breadcrumb. */
export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  const { crumbs } = useNav();
  return { route: findRoute(pathname), breadcrumb: crumbs };
}
