import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, findRoute, inProductArea } from '@scf/api/contract';
import type { RouteDef } from '@scf/api/contract';
import { createUnauthorizedBridge } from '../lib/auth';
import { APP_ROUTES, CONTACT_MANAGER_PATH, LAZY_AREAS, appPathOf, routeListProblems } from '../lib/routing';
import { appRoutes, createAppRouter } from './router';
import { areaScreens } from './screens';
import type { AppServices } from './layout/root-layout';

/** Every concrete path of a route tree, joined from its nested relative paths. */
function treePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path === undefined ? parent : r.path === '/' ? '' : `${parent}/${r.path}`;
    const own = r.path !== undefined && r.path !== '*' && r.path !== '/' && !r.children ? [here] : [];
    return [...own, ...(r.children ? treePaths(r.children, here) : [])];
  });
}

const services = { client: {}, unauthorized: { notify() {}, subscribe: () => () => {} } } as unknown as AppServices;

describe('route tree from the catalogue', () => {
  it('has every catalogue route, and nothing else', () => {
    const tree = treePaths(appRoutes(services));
    expect([...tree].sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it('gives every route an access rule that matches the spec §2 lists', () => {
    expect(routeListProblems()).toEqual([]);
  });

  it('fails for a route without an access rule', () => {
    const broken = { path: '/x/y', title: 'x', area: 'root' } as unknown as RouteDef;
    expect(routeListProblems([...ROUTES, broken])).toContain('/x/y: no access rule');
  });

  it('puts each lazy area under its own parent route', () => {
    const children = appRoutes(services)[0]!.children![0]!.children!;
    for (const area of LAZY_AREAS) {
      const parent = children.find((c) => c.path === area);
      expect(parent?.children?.length).toBe(APP_ROUTES.filter((r) => r.area === area).length);
    }
  });

  it('strips the base path from browser paths', () => {
    expect(appPathOf('/cv3/login/login')).toBe('/login/login');
    expect(appPathOf('/cv3')).toBe('/');
    expect(appPathOf('/login/login')).toBe('/login/login');
  });
});

describe('screen registry', () => {
  it('registers screens only for catalogue routes, each in the registry of its own area', async () => {
    for (const area of ['root', ...LAZY_AREAS] as const) {
      const misplaced = Object.keys(await areaScreens(area)).filter((path) => findRoute(path)?.area !== area);
      expect(misplaced, area).toEqual([]);
    }
  });

  it('has the screens of both ledger products: a credit screen has its voucher twin where the catalogue has one', async () => {
    const [credit, voucher] = await Promise.all([areaScreens('credit'), areaScreens('voucher')]);
    expect(Object.keys(voucher).length).toBeGreaterThan(20);
    for (const path of Object.keys(voucher)) expect(credit).toHaveProperty([inProductArea('CREDIT', path)]);
  });
});

describe('PRODUCT_NOT_OPEN (domain-lines.md §17.1)', () => {
  it('an answer of PRODUCT_NOT_OPEN to any call leads to 请联系客户经理开通产品', async () => {
    const productNotOpen = createUnauthorizedBridge();
    window.history.replaceState(null, '', '/cv3/voucher/chain/finance/apply');
    const router = createAppRouter({ ...services, productNotOpen });
    productNotOpen.notify('');
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/cv3${CONTACT_MANAGER_PATH}`));
    router.dispose();
  });
});
