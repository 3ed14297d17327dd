import type { ComponentType } from 'react';
import { ToastProvider } from '@scf/ui';
import { FlashToast } from '../../../lib/page';

/**
 * A screen whose actions raise toasts, inside its toasts' provider (as ToastPage, for screens that set their own Page),
 * saying the `flash` the previous screen left.
 */
export function withToasts(Screen: ComponentType): ComponentType {
  const WithToasts = () => (
    <ToastProvider>
      <FlashToast />
      <Screen />
    </ToastProvider>
  );
  WithToasts.displayName = `WithToasts(${Screen.displayName ?? Screen.name})`;
  return WithToasts;
}
