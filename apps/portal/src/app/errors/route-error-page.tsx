import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@scf/ui';
import { recoverFromChunkError } from '../../lib/chunk-load';
import type { RecoveryOutcome } from '../../lib/chunk-load';
import { PageLoading, PageSection } from '../../lib/page';

export interface RouteErrorViewProps {
  error: unknown;
  /** Injected in tests; a real page reloads itself. */
  reload?: () => void;
}

/**
 * A page that failed to load or render. A failed chunk reloads the page once (spec §8); after that, or for any
 * other error, the user gets an error page with a retry button rather than a blank screen.
 */
const reloadPage = () => window.location.reload();

export function RouteErrorView({ error, reload = reloadPage }: RouteErrorViewProps) {
  const [outcome, setOutcome] = useState<RecoveryOutcome | null>(null);
  useEffect(() => setOutcome(recoverFromChunkError(error, reload)), [error, reload]);
  if (outcome === null || outcome === 'reloading') return <PageLoading />;
  return (
    <PageSection aria-labelledby="route-error-title">
      <h1 id="route-error-title">页面加载失败</h1>
      <p role="alert">{outcome === 'show-error' ? '页面资源加载失败，请检查网络后重试。' : '页面出现异常，请重试。'}</p>
      <Button variant="primary" onClick={() => reload()}>
        重试
      </Button>
    </PageSection>
  );
}

/** The router's errorElement. */
export function RouteErrorPage() {
  return <RouteErrorView error={useRouteError()} />;
}
