import { productOfPath } from '@scf/api/contract';
import type { Queryable } from '../db/db';

/** Product areas show only for corporations that opened the product (the product table names each area's product). */
function areaAllowed(path: string, products: readonly string[]): boolean {
  const product = productOfPath(path);
  return !product || products.includes(product);
}

/** Pages the platform parameter record may hide (spec §3 menu flags): 用户管理 only with userRoleMenuDisplay. */
const FLAGGED_MENUS: Readonly<Record<string, string>> = { '/my/enterprise-info/user/list': 'userRoleMenuDisplay' };

async function hiddenByFlags(q: Queryable): Promise<Set<string>> {
  const [row] = await q.query<{ value_json: Record<string, unknown> }>("SELECT value_json FROM sys_config WHERE config_key = 'PLATFORM_PARAM'");
  return new Set(
    Object.entries(FLAGGED_MENUS)
      .filter(([, flag]) => row?.value_json[flag] === false)
      .map(([path]) => path),
  );
}

/**
 * Granted leaf paths of the (corporation, role) pair: what a `{ menu }` route checks and what the granted menu tree
 * (auth module) shows, from the same rows.
 */
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
  const hidden = await hiddenByFlags(q);
  return rows.map((r) => r.path).filter((p) => areaAllowed(p, open) && !hidden.has(p));
}
