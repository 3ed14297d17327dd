import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** Shows a short message; returns nothing, the toast closes itself. */
export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
