import { useCallback } from 'react';
import { decideAccess, useAuth } from '../../../lib/auth';
import { appRouteOf } from '../../../lib/routing';

/** Whether the route guard would let the user open `path` (spec §2 granted menu paths): links show only then. */
export function useCanVisit(): (path: string) => boolean {
  const { status, permissions } = useAuth();
  return useCallback(
    (path: string) => decideAccess({ access: appRouteOf(path)?.access, path, status, granted: permissions }).kind === 'allow',
    [status, permissions],
  );
}
