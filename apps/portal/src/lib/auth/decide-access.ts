import type { RouteAccess } from '@scf/api/contract';

import type { SessionStatus } from './auth-context';

export interface AccessInput {
  /** Access rule of the route, or undefined for a path that is not a route (the 404 page shows). */
  access: RouteAccess | undefined;
  path: string;
  status: SessionStatus;
  /** Granted menu paths (`grantedPaths(menuTree.menus)`). */
  granted: ReadonlySet<string>;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'loading' } | { kind: 'login' } | { kind: 'forbidden' } | { kind: 'error' };

/**
 * The route guard of spec §2, as a pure function so the whole decision table is testable:
 * public → allow; otherwise wait for the session (never a 403 flash on reload of a deep link), then
 * logged-out → login, always-allowed → allow, menu routes → allow only when granted, else 403.
 */
export function decideAccess({ access, path, status, granted }: AccessInput): AccessDecision {
  if (access === undefined || access === 'public') return { kind: 'allow' };
  if (status === 'loading') return { kind: 'loading' };
  if (status === 'error') return { kind: 'error' };
  if (status === 'anonymous') return { kind: 'login' };
  if (access === 'loggedIn') return { kind: 'allow' };
  return granted.has(path) ? { kind: 'allow' } : { kind: 'forbidden' };
}
