import { BASE_PATH, LOGGED_IN_PATHS, PRODUCTS, PRODUCT_CODES, PUBLIC_PATHS, ROUTES, findRoute } from '@scf/api/contract';
import type { RouteAccess, RouteArea, RouteDef } from '@scf/api/contract';

/**
 * The portal's route list, built from the contract's catalogue (spec §2) so the portal, the server's menu
 * trees and docs/routes.md can never disagree about which paths exist and who may open them.
 */
export interface AppRoute extends RouteDef {
  /** Path relative to its area's parent route (`core/index/operator` under `credit`). */
  relativePath: string;
}

export type LazyArea = Exclude<RouteArea, 'root'>;
/** Areas that load as separate chunks (spec §2 "Lazy parent areas"): each product's (the product table) and 我的. */
export const LAZY_AREAS: readonly LazyArea[] = [...PRODUCT_CODES.map((code) => PRODUCTS[code].area), 'my'];

export const LOGIN_PATH = '/login/login';
export const FORBIDDEN_PATH = '/error-page/403';
export const NOT_FOUND_PATH = '/error-page/404';
/** Where a PRODUCT_NOT_OPEN answer leads (domain-lines.md §17.1). */
export const CONTACT_MANAGER_PATH = '/error-page/contact-manager-open-product';
export const REGISTER_PATH = '/register/register';
export const HELP_PATH = '/help/index';

const ACCESS_RULES: readonly RouteAccess[] = ['public', 'loggedIn', 'menu'];

function relativeOf(route: RouteDef): string {
  const withoutSlash = route.path.slice(1);
  return route.area === 'root' ? withoutSlash : withoutSlash.slice(route.area.length + 1);
}

export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  relativePath: relativeOf(route),
}));

export function routesOfArea(area: RouteArea): AppRoute[] {
  return APP_ROUTES.filter((r) => r.area === area);
}

const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));

/** The route of an app path (below /cv3), or undefined for an unknown path. */
export function appRouteOf(path: string): AppRoute | undefined {
  return byPath.get(path);
}

/** Strips the base path from a browser pathname: `/cv3/login/login` → `/login/login`. */
export function appPathOf(pathname: string): string {
  if (pathname === BASE_PATH) return '/';
  return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
}

/** Problems that make the route list unusable: a route without a valid access rule, or one in the wrong list. */
export function routeListProblems(routes: readonly RouteDef[] = ROUTES): string[] {
  const problems: string[] = [];
  for (const r of routes) {
    if (!ACCESS_RULES.includes(r.access)) problems.push(`${r.path}: no access rule`);
    const listed = (PUBLIC_PATHS as readonly string[]).includes(r.path)
      ? 'public'
      : (LOGGED_IN_PATHS as readonly string[]).includes(r.path)
        ? 'loggedIn'
        : 'menu';
    if (r.access !== listed) problems.push(`${r.path}: access ${String(r.access)} but listed as ${listed}`);
    if (findRoute(r.path) !== r && routes === ROUTES) problems.push(`${r.path}: duplicate path`);
  }
  return problems;
}
