import type { IncomingHttpHeaders } from 'node:http';
import { HEADER, LEDGER_PRODUCTS, PRODUCTS, PRODUCT_CODES } from '@scf/api/contract';
import type { ProductCode, RoleCode } from '@scf/api/contract';
import { fail } from '../api-error';
import type { Queryable } from '../db/db';
import type { Actor } from './actor';
import { verifyAuthToken } from './auth-token';
import { grantedMenuPaths } from './granted-menus';
import type { SessionState } from './session-store';

/**
 * What a route needs (security.md §1.10): nothing, a logged-in session with its auth token, a granted menu
 * path of the current role, any of some menu paths (`anyMenu`: the pages of several areas that share one call, e.g. the
 * 融资资料 of credit, ABS and e订通), a page below the area of the request's product (`productMenu`, e.g.
 * `/core/issue/issue`: `/voucher/core/issue/issue` for a voucher request), or one of some roles as the current role.
 */
export type Access =
  'public' | 'session' | { menu: string } | { anyMenu: readonly [string, ...string[]] } | { productMenu: string } | { role: readonly RoleCode[] };

export interface AccessRule {
  access: Access;
  /** Session routes need `Authorization: Bearer`; only the call that issues the token is exempt. */
  bearer?: boolean | undefined;
}

/**
 * Server-side authorization (security.md §1.10), the part that needs no database: a logged-in session with a current
 * role, its bearer token, and the current role for role routes. The portal's guards are only UX.
 */
export function checkAccess(rule: AccessRule, req: { headers: IncomingHttpHeaders }, session: SessionState | null, tokenKey: Buffer): void {
  if (rule.access === 'public') return;
  if (!session?.userId || !session.currentRole) throw fail.unauthenticated();
  const auth = req.headers[HEADER.authorization];
  if (rule.bearer !== false && !verifyAuthToken(tokenKey, session.sid, Array.isArray(auth) ? auth[0] : auth)) throw fail.unauthenticated();
  if (rule.access === 'session' || 'menu' in rule.access || 'anyMenu' in rule.access || 'productMenu' in rule.access) return;
  const { role } = rule.access;
  if (!role.some((r) => r === session.currentRole)) throw fail.forbidden();
}

/** The product a request names (`productType` of its body or query), if any. */
function productOf(input: { body?: unknown; query?: unknown }): ProductCode | undefined {
  for (const part of [input.body, input.query]) {
    const named = part && typeof part === 'object' ? (part as { productType?: unknown }).productType : undefined;
    if (typeof named === 'string' && (PRODUCT_CODES as readonly string[]).includes(named)) return named as ProductCode;
  }
  return undefined;
}

/**
 * A menu route: the path must be granted to the actor's corporation type and current role, among the products its
 * corporation opened (granted-menus.ts). A product page is checked in the area of the product the request names; a
 * request that names none passes when the page is granted in the area of any product on the credit ledger, and the
 * service checks the product of the records it acts on.
 */
export async function checkMenu(q: Queryable, actor: Actor, access: Access, input: { body?: unknown; query?: unknown } = {}): Promise<void> {
  await checkGrantedMenu(() => grantedMenuPaths(q, actor.corpId, actor.role), access, input);
}

/** checkMenu over granted paths read by `granted` (the guard's come from the session cache), only when a menu is checked. */
export async function checkGrantedMenu(
  granted: () => Promise<readonly string[]>,
  access: Access,
  input: { body?: unknown; query?: unknown } = {},
): Promise<void> {
  if (typeof access !== 'object' || 'role' in access) return;
  const paths = await granted();
  if ('menu' in access) {
    if (!paths.includes(access.menu)) throw fail.forbidden();
    return;
  }
  if ('anyMenu' in access) {
    if (!access.anyMenu.some((m) => paths.includes(m))) throw fail.forbidden();
    return;
  }
  const named = productOf(input);
  const candidates = named ? [named] : LEDGER_PRODUCTS;
  if (!candidates.some((p) => paths.includes(`/${PRODUCTS[p].area}${access.productMenu}`))) throw fail.forbidden();
}
