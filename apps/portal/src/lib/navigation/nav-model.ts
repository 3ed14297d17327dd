import { AREA_TITLE, PRODUCTS, PRODUCT_CODES, SIDE_TITLE, findRoute, productLabel, productOfArea } from '@scf/api/contract';
import type { ConfiguredNames, MenuNode, ProductCode, RouteArea } from '@scf/api/contract';

/** A product area of the product bar (主导航). */
export interface NavArea {
  area: Exclude<RouteArea, 'root'>;
  title: string;
  /** Where the area opens: the role's home when it is in this area, else the area's first granted screen. */
  path: string;
}

export interface NavItem {
  path: string;
  title: string;
}

/** A group of the side menu (菜单): the spec §2 route-tree grouping the server gives the granted menu tree. */
export interface NavGroup {
  id: string;
  /** Its heading; empty for the untitled entries at the top (待办事项). */
  title: string;
  items: NavItem[];
}

/** The product bar's order: the product table's, then 我的. */
const AREA_ORDER: readonly NavArea['area'][] = [...PRODUCT_CODES.map((code) => PRODUCTS[code].area), 'my'];

/** Names the platform configures (spec §3 product config; the voucher's payment-pass name from the dictionary). */
export type AreaLabels = ConfiguredNames;

/** The area a path below /cv3 belongs to (root for shell pages and unknown paths). */
export function areaOf(path: string): RouteArea {
  return findRoute(path)?.area ?? 'root';
}

/** The granted screens (leaves) under some menu nodes, in menu order, without those reached only from another screen. */
function leaves(nodes: readonly MenuNode[]): NavItem[] {
  return nodes.flatMap((n) => {
    const route = n.path ? findRoute(n.path) : undefined;
    const own = route && !route.fromScreen && !route.newBlank ? [{ path: route.path, title: route.title }] : [];
    return [...own, ...leaves(n.children)];
  });
}

/** Every granted screen of one area, in menu order. */
function areaItems(menus: readonly MenuNode[], area: RouteArea): NavItem[] {
  return leaves(menus).filter((item) => areaOf(item.path) === area);
}

/**
 * The product bar: each area the user has a granted screen in, product areas only where the product is available
 * (spec §3); "我的" last. The home page's area opens at the home page.
 */
export function productBar(menus: readonly MenuNode[], products: readonly ProductCode[], homePath: string | null, labels: AreaLabels = {}): NavArea[] {
  return AREA_ORDER.flatMap((area) => {
    const product = productOfArea(area);
    // A product of the availableProduct list shows only while the list keeps it (the product table's `listed`).
    if (product && PRODUCTS[product].listed && !products.includes(product)) return [];
    const items = areaItems(menus, area);
    if (items.length === 0) return [];
    const path = homePath && areaOf(homePath) === area ? homePath : items[0]!.path;
    return [{ area, title: product ? productLabel(product, labels) : AREA_TITLE[area], path }];
  });
}

/** The area's todo page (待办事项, `/{area}/todo`): first in its menu, where work is found (issue 28 item 8). */
const isTodo = (item: NavItem, area: RouteArea) => item.path === `/${area}/todo`;

/**
 * The side menu of one area: 待办事项 first and untitled when granted, then the server's groups under the area node
 * (核心企业业务, 链属企业业务, 公共业务…), or one group of the area's screens when the tree is flat. A financial
 * institution's product screens are its own side, one group 金融机构业务 (domain-lines.md §14A.7), not the core's and
 * chain's pages it is granted. Empty groups are left out.
 */
export function sideMenu(menus: readonly MenuNode[], area: RouteArea, options: { fi?: boolean } = {}): NavGroup[] {
  if (area === 'root') return [];
  const all = areaItems(menus, area);
  const todo = all.filter((i) => isTodo(i, area));
  const top: NavGroup[] = todo.length > 0 ? [{ id: `todo-${area}`, title: '', items: todo }] : [];
  const items = all.filter((i) => !isTodo(i, area));
  if (options.fi && area !== 'my') return items.length > 0 ? [...top, { id: `fi-${area}`, title: SIDE_TITLE.fi, items }] : top;
  const owned = new Set(items.map((i) => i.path));
  const groups: NavGroup[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path) continue;
      const direct = node.children.filter((c) => c.path && owned.has(c.path));
      if (direct.length > 0) groups.push({ id: node.menuId, title: node.menuName, items: leaves(direct) });
      walk(node.children);
    }
  };
  walk(menus);
  const grouped = new Set(groups.flatMap((g) => g.items.map((i) => i.path)));
  const loose = items.filter((i) => !grouped.has(i.path));
  return [...top, ...groups, ...(loose.length > 0 ? [{ id: `loose-${area}`, title: AREA_TITLE[area], items: loose }] : [])];
}

export interface Crumb {
  title: string;
  /** A link to the parent, or null for the current page. */
  path: string | null;
}

/** 首页 › area › page, each but the last a link (the area links to where the product bar opens it). */
export function breadcrumbOf(path: string, homePath: string | null, bar: readonly NavArea[]): Crumb[] {
  const route = findRoute(path);
  if (!route) return [];
  const crumbs: Crumb[] = [];
  if (homePath && homePath !== path) crumbs.push({ title: '首页', path: homePath });
  if (route.area !== 'root') {
    const area = bar.find((a) => a.area === route.area);
    crumbs.push({ title: area?.title ?? AREA_TITLE[route.area], path: area && area.path !== path ? area.path : null });
  }
  crumbs.push({ title: route.title, path: null });
  return crumbs;
}
