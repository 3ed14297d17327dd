import type { ComponentType } from 'react';
import { findRoute } from '@scf/api/contract';
import type { RouteArea, RouteDef } from '@scf/api/contract';
import { importWithTimeout, markChunkLoaded } from '../lib/chunk-load';
import type { ScreenModule, ScreenRegistry } from './screens/registry';
import { SCREENS as ROOT_SCREENS } from './screens/root';

/**
 * The screen registry, one file per area (`app/screens/<area>.ts`: route path → the module of its screen); this file
 * only merges them. Root screens come with the app; an area's registry is a chunk of its own, loaded on the first entry
 * into the area, so the app chunk does not grow with the screens (design.md §7). A route absent from its area's
 * registry shows 功能建设中, and docs/routes.md says it is not built. A test fails when a key is not a catalogue path
 * of its area.
 */
const REGISTRIES: Readonly<Record<RouteArea, () => Promise<{ SCREENS: ScreenRegistry }>>> = {
  root: async () => ({ SCREENS: ROOT_SCREENS }),
  credit: () => import('./screens/credit'),
  voucher: () => import('./screens/voucher'),
  abs: () => import('./screens/abs'),
  edt: () => import('./screens/edt'),
  discount: () => import('./screens/discount'),
  my: () => import('./screens/my'),
};

/** One area's screens (its registry's chunk, 120 s timeout as any chunk, spec §9). */
export async function areaScreens(area: RouteArea): Promise<ScreenRegistry> {
  return (await importWithTimeout(REGISTRIES[area])).SCREENS;
}

/** The "under construction" page of a route without its screen: a chunk of its own, off the first route. */
const underConstruction: ScreenModule = () => import('../features/placeholder/routes/under-construction-page');

/** The screen of a route (its area's registry, then its chunk); the "under construction" page when none is built. */
export async function loadScreen(route: Pick<RouteDef, 'path'>): Promise<ComponentType> {
  const screens = await areaScreens(findRoute(route.path)?.area ?? 'root');
  const mod = await importWithTimeout(screens[route.path] ?? underConstruction);
  markChunkLoaded();
  return mod.default;
}

/** Whether a route has its real screen (docs/routes.md "built" column). */
export async function isScreenBuilt(route: Pick<RouteDef, 'path' | 'area'>): Promise<boolean> {
  return route.path in (await areaScreens(route.area));
}
