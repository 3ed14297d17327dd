import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ToastProvider, useToast } from '@scf/ui';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';

/** Router state a key screen leaves for the next one, e.g. `{ flash: '注销成功' }` when it returns to the list. */
export interface UkeyFlash {
  flash?: string;
}

function FlashToast() {
  const toast = useToast();
  const { state, pathname, search } = useLocation() as { state: UkeyFlash | null; pathname: string; search: string };
  const navigate = useNavigate();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state?.flash && shown.current !== state.flash) {
      shown.current = state.flash;
      toast.success(state.flash);
      // Once: a reload or a way back to this entry must not say it again.
      navigate({ pathname, search }, { replace: true, state: null });
    }
  }, [state, toast, navigate, pathname, search]);
  return null;
}

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
