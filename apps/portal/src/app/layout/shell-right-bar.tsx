import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCustomerService } from '@scf/api';
import { RightBar, ToastProvider } from '@scf/ui';
import { useAuth } from '../../lib/auth';
import { lazyScreen } from '../../lib/chunk-load';
import { usePlatform } from '../../lib/platform';
import { shellDialogOf, withShellDialog } from '../../lib/shell-dialogs';
import type { ShellDialog } from '../../lib/shell-dialogs';
import { publicAccountUrl, serviceTarget } from './service-target';

// Rarely shown, so each is fetched when it opens rather than with the first route (design.md §7 byte budget).
const ServiceFallbackDialog = lazyScreen(() => import('./service-fallback-dialog'));
const FeedbackDialog = lazyScreen(() => import('../../features/feedback/components/feedback-dialog'));
const ServiceDialog = lazyScreen(() => import('../../features/customer-service/components/service-dialog'));

/**
 * The right bar (spec §2): FAQ → help page; 意见反馈 and the platform's own 在线客服 as dialogs of the current page
 * (`?dialog=`, so the help centre can link to them too); customer service from its config, else the spec §8 fallback
 * window. Its own chunk (the default export), loaded just after the first paint.
 */
export default function ShellRightBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const { tokens } = usePlatform();
  const service = useCustomerService();
  const [fallbackOpen, setFallbackOpen] = useState(false);
  // Feedback is stored against the user: only a signed-in user has the form.
  const signedIn = useAuth().status === 'authenticated';
  const dialog = shellDialogOf(location.search);

  const show = (next: ShellDialog | null) =>
    navigate({ pathname: location.pathname, search: withShellDialog(location.search, next) }, { replace: next === null });

  function openService() {
    // Spec §8: when the customer-service config fails (or offers nothing usable), the fallback window opens.
    const target = service.error ? ({ kind: 'fallback' } as const) : serviceTarget(service.data, window.location.origin);
    if (target.kind === 'app') navigate(target.to);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else setFallbackOpen(true);
  }

  return (
    <ToastProvider>
      <RightBar
        onFaq={() => navigate('/help/index')}
        onFeedback={signedIn ? () => show('feedback') : undefined}
        onCustomerService={openService}
        publicAccountUrl={publicAccountUrl(service.data)}
      />
      <Suspense fallback={null}>
        {fallbackOpen ? <ServiceFallbackDialog hotline={tokens.hotline || ''} onClose={() => setFallbackOpen(false)} /> : null}
        {dialog === 'feedback' && signedIn ? <FeedbackDialog onClose={() => show(null)} /> : null}
        {dialog === 'service' ? <ServiceDialog onClose={() => show(null)} /> : null}
      </Suspense>
    </ToastProvider>
  );
}
