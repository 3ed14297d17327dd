import type { FastifyRequest } from 'fastify';
import { HEADER } from '@scf/api/contract';
import type { Db } from '../db/db';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { findUser } from '../services/corp-user';
import { grantedMenuPaths } from '../services/menu-service';
import { verifyAuthToken } from './auth-token';
import type { SessionState } from './session-store';

export interface AccessDeps {
  db: Db;
  /** Key the bearer token is derived with. */
  tokenKey: Buffer;
}

/**
 * Server-side authorization (security.md §1.10): the route's declared access against the session, its bearer
 * token and the current role's granted menu paths. The portal's guards are only UX.
 */
export async function checkAccess(route: Pick<ApiRoute, 'access' | 'bearer'>, req: Pick<FastifyRequest, 'headers'>, session: SessionState | null, deps: AccessDeps): Promise<void> {
  if (route.access === 'public') return;
  if (!session?.userId || !session.currentRole) throw fail.unauthenticated();
  const auth = req.headers[HEADER.authorization];
  if (route.bearer !== false && !verifyAuthToken(deps.tokenKey, session.sid, Array.isArray(auth) ? auth[0] : auth)) throw fail.unauthenticated();
  if (route.access === 'session') return;
  if ('role' in route.access) {
    if (!route.access.role.some((r) => r === session.currentRole)) throw fail.forbidden();
    return;
  }
  const user = await findUser(deps.db, { userId: session.userId });
  if (!user) throw fail.unauthenticated();
  const paths = await grantedMenuPaths(deps.db, user.corpId, session.currentRole);
  if (!paths.includes(route.access.menu)) throw fail.forbidden();
}
