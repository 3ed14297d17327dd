export { ToastProvider } from './toast';
export type { ToastProviderProps } from './toast';
export { useToast } from './toast-context';
export type { ToastApi, ToastKind } from './toast-context';
