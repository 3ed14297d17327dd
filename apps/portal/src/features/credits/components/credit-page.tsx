import type { ReactNode } from 'react';
import { ToastProvider } from '@scf/ui';
import { Page } from '../../../lib/page';

/** The frame of every credit screen: the page (breadcrumb and the route's title) and the toasts its actions raise. */
export function CreditPage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <ToastProvider>
      <Page actions={actions}>{children}</Page>
    </ToastProvider>
  );
}
