import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button } from '@scf/ui';
import { loginWithReturn } from '../../lib/navigation';
import { PageLoading } from '../../lib/page/page-loading';
import { PageSection } from '../../lib/page/page-section';
import { FORBIDDEN_PATH, appRouteOf } from '../../lib/routing';
import { decideAccess, useAuth } from '../../lib/auth';

/** Applies `decideAccess` to the current location (spec §2). Guards are UX only; the server authorizes. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { status, permissions, error, reload } = useAuth();
  const decision = decideAccess({ access: appRouteOf(pathname)?.access, path: pathname, status, granted: permissions });
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'loading':
      return <PageLoading />;
    case 'login':
      return <Navigate to={loginWithReturn(pathname, search, hash)} replace />;
    case 'forbidden':
      return <Navigate to={FORBIDDEN_PATH} replace />;
    case 'error':
      return (
        <PageSection aria-labelledby="session-error-title">
          <h1 id="session-error-title">加载失败</h1>
          <p role="alert">{error}</p>
          <Button variant="primary" onClick={() => reload()}>
            重试
          </Button>
        </PageSection>
      );
  }
}
