import type { ComponentType } from 'react';
import { ToastProvider } from '@scf/ui';

/** A screen whose actions raise toasts, inside its toasts' provider (as ToastPage, for screens that set their own Page). */
export function withToasts(Screen: ComponentType): ComponentType {
  const WithToasts = () => (
    <ToastProvider>
      <Screen />
    </ToastProvider>
  );
  WithToasts.displayName = `WithToasts(${Screen.displayName ?? Screen.name})`;
  return WithToasts;
}
