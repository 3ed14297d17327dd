import type { IncomingHttpHeaders } from 'node:http';
import { HEADER } from '@scf/api/contract';
import type { RoleCode } from '@scf/api/contract';
import { fail } from '../api-error';
import type { Queryable } from '../db/db';
import type { Actor } from './actor';
import { verifyAuthToken } from './auth-token';
import { grantedMenuPaths } from './granted-menus';
import type { SessionState } from './session-store';

/**
 * What a route needs (security.md §1.10): nothing, a logged-in session with its auth token, a granted menu
 * path of the current role, or one of some roles as the current role.
 */
export type Access = 'public' | 'session' | { menu: string } | { role: readonly RoleCode[] };

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
  if (rule.access === 'session' || 'menu' in rule.access) return;
  const { role } = rule.access;
  if (!role.some((r) => r === session.currentRole)) throw fail.forbidden();
}

/** A menu route: the path must be granted to the actor's corporation type and current role. */
export async function checkMenu(q: Queryable, actor: Actor, access: Access): Promise<void> {
  if (typeof access !== 'object' || !('menu' in access)) return;
  const paths = await grantedMenuPaths(q, actor.corpId, actor.role);
  if (!paths.includes(access.menu)) throw fail.forbidden();
}
