import type { ReactNode } from 'react';
import { ToastProvider } from '@scf/ui';
import { Page } from './page';

/** A business screen whose actions raise toasts: the page (breadcrumb, the route's title) inside its toasts' provider. */
export function ToastPage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <ToastProvider>
      <Page actions={actions}>{children}</Page>
    </ToastProvider>
  );
}
