import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCustomerService } from '@scf/api';
import { RightBar } from '@scf/ui';
import { lazyScreen } from '../../lib/chunk-load';
import { usePlatform } from '../../lib/platform';

// Rarely shown, so it is fetched when it opens rather than with the first route (design.md §7 byte budget).
const ServiceFallbackDialog = lazyScreen(() => import('./service-fallback-dialog'));

/** Only an https chat address may be opened from config (no javascript: or other schemes). */
function chatUrl(baseUrl: string, appId: string): string | null {
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:') return null;
    if (appId) url.searchParams.set('appId', appId);
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The right bar (spec §2): FAQ → help page; customer service from its config, else a fallback window. Its own chunk
 * (the default export), loaded just after the first paint.
 */
export default function ShellRightBar() {
  const navigate = useNavigate();
  const { tokens } = usePlatform();
  const service = useCustomerService();
  const [fallbackOpen, setFallbackOpen] = useState(false);

  function openService() {
    const config = service.data;
    const url = config?.enabled ? chatUrl(config.baseUrl, config.appId) : null;
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    // Spec §8: when the customer-service config fails, a fallback chat window opens.
    else setFallbackOpen(true);
  }

  return (
    <>
      <RightBar
        onFaq={() => navigate('/help/index')}
        onCustomerService={openService}
        publicAccountQrUrl={service.data?.qrCodeUrl || undefined}
      />
      {fallbackOpen ? (
        <Suspense fallback={null}>
          <ServiceFallbackDialog hotline={tokens.hotline || ''} onClose={() => setFallbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
