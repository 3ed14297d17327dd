import { useId } from 'react';
import type { ReactNode } from 'react';
import { ToastProvider } from '@scf/ui';
import { Breadcrumb, FlashToast, PageSection, useCurrentRoute } from '../../../lib/page';
import type { Flash } from '../../../lib/page';

/** Router state a key screen leaves for the next one, e.g. `{ flash: '注销成功' }` when it returns to the list. */
export type UkeyFlash = Flash;

export interface UkeyPageProps {
  /** Title when the route catalogue has none (it always has one for the key routes). */
  fallbackTitle: string;
  children: ReactNode;
}

/**
 * The frame of every key screen: breadcrumb, the route's title as the page heading, toasts (a success message
 * passed as router state `flash` shows once on arrival).
 */
export function UkeyPage({ fallbackTitle, children }: UkeyPageProps) {
  const { route, breadcrumb } = useCurrentRoute();
  const titleId = useId();
  return (
    <ToastProvider>
      <PageSection aria-labelledby={titleId}>
        <Breadcrumb items={breadcrumb} />
        <h1 id={titleId}>{route?.title ?? fallbackTitle}</h1>
        <FlashToast />
        {children}
      </PageSection>
    </ToastProvider>
  );
}
