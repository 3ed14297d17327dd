import type { ReactNode } from 'react';
import { ToastProvider } from '@scf/ui';
import { FlashToast } from './flash-toast';
import { Page } from './page';

/**
 * A business screen whose actions raise toasts: the page (breadcrumb, the route's title) inside its toasts' provider,
 * which also says the `flash` the previous screen left (FlashToast).
 */
export function ToastPage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <ToastProvider>
      <FlashToast />
      <Page actions={actions}>{children}</Page>
    </ToastProvider>
  );
}
