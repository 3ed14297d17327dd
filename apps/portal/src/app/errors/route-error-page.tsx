import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { Button } from '@scf/ui';
import { isChunkLoadError, recoverFromChunkError } from '../../lib/chunk-load';
import type { RecoveryOutcome } from '../../lib/chunk-load';
import type { ErrorReportClient } from '../../lib/errors';
import { PageLoading } from '../../lib/page/page-loading';
import { PageSection } from '../../lib/page/page-section';
import { documentTitleOf } from '../layout/document-title';

const TITLE = '页面加载失败';

export interface RouteErrorViewProps {
  error: unknown;
  /** Reloads the page (a failed chunk); injected in tests. */
  reload?: () => void;
  /** Renders the page again (any other error); a reload when not given. */
  retry?: () => void;
  /** The app path of the page, for the error report. */
  path?: string;
  /** Sends the report to the server's log (the app's client); the console only without one. */
  client?: ErrorReportClient;
}

const reloadPage = () => window.location.reload();

/**
 * A page that failed to load or render, inside the frame (header, menus and footer stay). A failed chunk reloads
 * the page once (spec §8); after that, or for any other error, the user gets an error page with 重试 rather than a
 * blank screen. A render error is reported (`reportClientError`, to the server's log when a client is given); a
 * failed chunk is the network's, not a bug.
 */
export function RouteErrorView({ error, reload = reloadPage, retry = reload, path, client }: RouteErrorViewProps) {
  const [outcome, setOutcome] = useState<RecoveryOutcome | null>(null);
  useEffect(() => setOutcome(recoverFromChunkError(error, reload)), [error, reload]);
  useEffect(() => {
    // Loaded only when a page has failed: the first route does not carry the reporter (design.md §7 byte budget).
    if (!isChunkLoadError(error)) {
      import('../../lib/errors/report-client-error').then(({ reportClientError }) => reportClientError(error, { path, client })).catch(() => undefined);
    }
  }, [error, path, client]);
  const shown = outcome !== null && outcome !== 'reloading';
  // The tab and a screen reader name the error, not the page that failed (the frame's title is the route's).
  useEffect(() => {
    if (shown) document.title = documentTitleOf(TITLE);
  }, [shown]);
  if (!shown) return <PageLoading />;
  const chunkFailed = outcome === 'show-error';
  return (
    <PageSection aria-labelledby="route-error-title">
      <h1 id="route-error-title">{TITLE}</h1>
      <p role="alert">{chunkFailed ? '页面资源加载失败，请检查网络后重试。' : '页面出现异常，请重试。'}</p>
      <Button variant="primary" onClick={() => (chunkFailed ? reload() : retry())}>
        重试
      </Button>
    </PageSection>
  );
}

/** The router's errorElement: 重试 renders the route again (a new navigation to the same address clears the error). */
export function RouteErrorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApiClient();
  return <RouteErrorView error={useRouteError()} path={location.pathname} client={client} retry={() => void navigate(location, { replace: true })} />;
}
