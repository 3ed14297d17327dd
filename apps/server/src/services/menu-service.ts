import type { Queryable } from '../db/db';
import type { GrantedMenuTree, MenuNode } from '@scf/api/contract';

interface MenuRow {
  menu_id: string;
  parent_id: string | null;
  menu_name: string;
  path: string | null;
}

/** Product areas show only for corporations that opened the product (domain.md §11.1: voucher mirrors credit). */
const AREA_PRODUCT: Record<string, string> = { credit: 'CREDIT', voucher: 'VOUCHER', edt: 'EDT', abs: 'ABS' };

function areaAllowed(path: string, products: readonly string[]): boolean {
  const product = AREA_PRODUCT[path.split('/')[1] ?? ''];
  return !product || products.includes(product);
}

/** Granted leaf paths of the (corporation, role) pair. */
export async function grantedMenuPaths(q: Queryable, corpId: string, role: string): Promise<string[]> {
  const rows = await q.query<{ path: string }>(
    `SELECT m.path FROM role_menu rm
       JOIN corp c ON c.corp_type = rm.corp_type
       JOIN menu m ON m.menu_id = rm.menu_id
      WHERE c.corp_id = $1 AND rm.role_code = $2 AND m.path IS NOT NULL`,
    [corpId, role],
  );
  const products = await q.query<{ product_code: string }>('SELECT product_code FROM corp_product WHERE corp_id = $1', [corpId]);
  const open = products.map((p) => p.product_code);
  return rows.map((r) => r.path).filter((p) => areaAllowed(p, open));
}

/** The granted menu tree of spec §6 for the current role: only groups with granted leaves, in catalogue order. */
export async function grantedMenuTree(q: Queryable, corpId: string, role: string): Promise<GrantedMenuTree> {
  const granted = new Set(await grantedMenuPaths(q, corpId, role));
  const all = await q.query<MenuRow>('SELECT menu_id, parent_id, menu_name, path FROM menu ORDER BY sort, menu_id');
  const nodes = new Map<string, MenuNode & { parentId: string | null }>();
  for (const r of all) {
    if (r.path && !granted.has(r.path)) continue;
    nodes.set(r.menu_id, { menuId: r.menu_id, menuName: r.menu_name, ...(r.path ? { path: r.path } : {}), children: [], parentId: r.parent_id });
  }
  const roots: MenuNode[] = [];
  // Every node exists before any is attached, so rows may come in any order; roots keep catalogue order.
  const ordered = [...nodes.values()];
  for (const n of ordered) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentId) roots.push(n);
  }
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .map((n) => ({ menuId: n.menuId, menuName: n.menuName, ...(n.path ? { path: n.path } : {}), children: prune(n.children) }))
      .filter((n) => n.path || n.children.length > 0);
  const perms = await q.query<{ perm_code: string }>(
    `SELECT rp.perm_code FROM role_perm rp JOIN corp c ON c.corp_type = rp.corp_type
      WHERE c.corp_id = $1 AND rp.role_code = $2 ORDER BY rp.perm_code`,
    [corpId, role],
  );
  return { menus: prune(roots), menuPerms: perms.map((p) => p.perm_code) };
}
