/**
 * The menu catalogue built from the route catalogue `ROUTES` (only `access: 'menu'` routes are menus),
 * grouped by area and side into a tree with Chinese group names, and the expansion of grant patterns.
 */
import { AREA_TITLE, ROUTES, SIDE_TITLE } from '@scf/api/contract';
import type { RouteDef } from '@scf/api/contract';

export interface MenuRow {
  menuId: string;
  parentId: string | null;
  menuName: string;
  path: string | null;
  sort: number;
}

const ROOT_GROUP = '常用功能';
const SHARED_GROUP = '公共业务';

export const MENU_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.access === 'menu');

/** Group of a route: its area, and for product areas its side (core / chain / shared). */
function groupOf(route: RouteDef): { id: string; name: string; parent?: { id: string; name: string } } {
  if (route.area === 'root') return { id: 'G-root', name: ROOT_GROUP };
  const area = { id: `G-${route.area}`, name: AREA_TITLE[route.area] };
  if (route.area === 'my') return area;
  const side = route.path.split('/')[2] ?? '';
  const name = (SIDE_TITLE as Record<string, string>)[side];
  return name ? { id: `${area.id}-${side}`, name, parent: area } : { id: `${area.id}-shared`, name: SHARED_GROUP, parent: area };
}

/** Every menu row: group nodes first (parents before children), then one leaf per menu route. */
export function buildMenuRows(routes: readonly RouteDef[] = MENU_ROUTES): MenuRow[] {
  const groups = new Map<string, MenuRow>();
  const leaves: MenuRow[] = [];
  const addGroup = (id: string, name: string, parentId: string | null) => {
    if (!groups.has(id)) groups.set(id, { menuId: id, parentId, menuName: name, path: null, sort: groups.size });
  };
  routes.forEach((route, i) => {
    const g = groupOf(route);
    if (g.parent) addGroup(g.parent.id, g.parent.name, null);
    addGroup(g.id, g.name, g.parent?.id ?? null);
    leaves.push({ menuId: `M${String(i + 1).padStart(4, '0')}`, parentId: g.id, menuName: route.title, path: route.path, sort: i });
  });
  return [...groups.values(), ...leaves];
}

/** Menu paths matched by grant patterns (exact path or `prefix/*`). A pattern matching nothing is a typo: throw. */
export function expandPatterns(patterns: readonly string[], routes: readonly RouteDef[] = MENU_ROUTES): string[] {
  const out = new Set<string>();
  for (const pattern of patterns) {
    const prefix = pattern.endsWith('/*') ? pattern.slice(0, -1) : null;
    const hits = routes.filter((r) => (prefix ? r.path.startsWith(prefix) : r.path === pattern));
    if (hits.length === 0) throw new Error(`menu grant pattern matches no menu route: ${pattern}`);
    for (const r of hits) out.add(r.path);
  }
  // Voucher mirrors credit (domain.md §11.1): a credit page grant grants the same voucher page where it exists.
  for (const p of [...out]) {
    if (!p.startsWith('/credit/')) continue;
    const mirror = `/voucher/${p.slice('/credit/'.length)}`;
    if (routes.some((r) => r.path === mirror)) out.add(mirror);
  }
  return [...out];
}
