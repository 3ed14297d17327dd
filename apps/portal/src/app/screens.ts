import type { ComponentType } from 'react';
import type { RouteDef } from '@scf/api/contract';
import UnderConstructionPage from '../features/placeholder/routes/under-construction-page';
import { importWithTimeout, lazyScreen, markChunkLoaded } from '../lib/chunk-load';
import type { LazyArea } from './paths';
import { screens as rootScreens } from './routes/root';
import type { ScreenMap } from './routes/screen-map';

/**
 * The screen registry: path → component, loading each lazy area's module (one chunk per area, spec §2) with
 * the 120 s chunk timeout. A route without a built screen gets the "under construction" page.
 */
const AREA_MODULES: Record<LazyArea, () => Promise<{ screens: ScreenMap }>> = {
  abs: () => import('./routes/abs'),
  credit: () => import('./routes/credit'),
  edt: () => import('./routes/edt'),
  my: () => import('./routes/my'),
  voucher: () => import('./routes/voucher'),
};

/**
 * Key management and registration screens (issue 4), each its own chunk so the signing SDK loads only where a
 * key is used. Ukey申请 creates a soft key and 新增Ukey binds the inserted Ukey: the same flows as registration.
 * The key lifecycle (申请详情, 更换, 注销, 证书更新/下载, 账单) lives in features/ukey.
 */
const SIGNING_SCREENS: ScreenMap = {
  '/my/enterprise-info/ukey/list': lazyScreen(() => import('../features/ukey/routes/ukey-list-page')),
  '/my/enterprise-info/ukey/add': lazyScreen(() => import('../features/identify/routes/ukey-identify-page')),
  '/my/enterprise-info/ukey/apply': lazyScreen(() => import('../features/identify/routes/soft-key-identify-page')),
  '/my/enterprise-info/ukey/apply-detail': lazyScreen(() => import('../features/ukey/routes/ukey-apply-detail-page')),
  '/my/enterprise-info/ukey/change': lazyScreen(() => import('../features/ukey/routes/ukey-change-page')),
  '/my/enterprise-info/ukey/delete': lazyScreen(() => import('../features/ukey/routes/ukey-delete-page')),
  '/my/enterprise-info/ukey/update': lazyScreen(() => import('../features/ukey/routes/ukey-update-page')),
  '/my/enterprise-info/ukey/download': lazyScreen(() => import('../features/ukey/routes/ukey-download-page')),
  '/my/enterprise-info/ukey/bill': lazyScreen(() => import('../features/ukey/routes/ukey-bill-page')),
  '/register/identify/index': lazyScreen(() => import('../features/identify/routes/identify-index-page')),
  '/register/identify/ukey': lazyScreen(() => import('../features/identify/routes/ukey-identify-page')),
  '/register/identify/soft-key': lazyScreen(() => import('../features/identify/routes/soft-key-identify-page')),
};

async function screensOf(area: RouteDef['area']): Promise<ScreenMap> {
  if (area === 'root') return rootScreens;
  const mod = await importWithTimeout(AREA_MODULES[area]);
  markChunkLoaded();
  return mod.screens;
}

export async function loadScreen(route: Pick<RouteDef, 'path' | 'area'>): Promise<ComponentType> {
  return SIGNING_SCREENS[route.path] ?? (await screensOf(route.area))[route.path] ?? UnderConstructionPage;
}

/** Whether a route has its real screen (docs/routes.md "built" column). */
export async function isScreenBuilt(route: Pick<RouteDef, 'path' | 'area'>): Promise<boolean> {
  return (await loadScreen(route)) !== UnderConstructionPage;
}

export { UnderConstructionPage };
