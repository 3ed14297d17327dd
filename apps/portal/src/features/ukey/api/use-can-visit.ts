import { useCallback } from 'react';
import { decideAccess } from '../../../app/guard/decide-access';
import { appRouteOf } from '../../../app/paths';
import { useSession } from '../../../app/session';

/** Whether the route guard would let the user open `path` (spec §2 granted menu paths): links show only then. */
export function useCanVisit(): (path: string) => boolean {
  const { status, permissions } = useSession();
  return useCallback((path: string) => decideAccess({ access: appRouteOf(path)?.access, path, status, granted: permissions }).kind === 'allow', [status, permissions]);
}
