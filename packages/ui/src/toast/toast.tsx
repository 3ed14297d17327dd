import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CheckIcon, Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import { messages } from '../messages';
import { ToastContext } from './toast-context';
import type { ToastApi, ToastKind } from './toast-context';
import { Close, Icon, Root, Viewport } from './toast.styles';

export interface ToastProviderProps {
  /** The tree that may call `useToast()`. */
  children: ReactNode;
  /** ms a toast stays; errors stay twice as long. */
  duration?: number;
}

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: string;
}

// Check and cross are the ones the checkbox, steps and dialogs draw: the first route carries each icon once.
const icons: Record<ToastKind, ReactNode> = { success: <CheckIcon />, error: <Cross2Icon />, info: <InfoCircledIcon /> };

/** Hosts the toasts (Radix Toast) and gives `useToast()` to the tree: success, error and info messages. */
export function ToastProvider({ children, duration = 3000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const show = useCallback((kind: ToastKind, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list, { id, kind, message }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );
  const remove = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={messages.toast.region}>
        {children}
        {toasts.map((toast) => (
          <Root
            key={toast.id}
            $kind={toast.kind}
            // Errors interrupt the screen reader (assertive); the rest wait their turn.
            type={toast.kind === 'error' ? 'foreground' : 'background'}
            duration={toast.kind === 'error' ? duration * 2 : duration}
            onOpenChange={(open) => (open ? undefined : remove(toast.id))}
          >
            <Icon $kind={toast.kind} aria-hidden="true">
              {icons[toast.kind]}
            </Icon>
            <RadixToast.Title>{toast.message}</RadixToast.Title>
            <Close aria-label={messages.toast.close}>
              <Cross2Icon aria-hidden="true" />
            </Close>
          </Root>
        ))}
        {/* Radix replaces {hotkey} with the shortcut (F8) that moves focus to the toasts. */}
        <Viewport label={`${messages.toast.region}（{hotkey}）`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
