import { useMemo, useSyncExternalStore } from 'react';
import type { SigningFlowView } from './flow-view';
import { useSigningContext } from './signing-context';

export interface SigningState {
  /** The running flow, undefined when none runs. */
  flow: SigningFlowView | undefined;
  /** The user confirmed the original (or the key): sign. */
  confirm(): void;
  /** The user declined (the flow ends with USER_CANCELLED), or closed a failure (the flow ends with it). */
  cancel(): void;
  /** 重新签名 after a failure: the same flow runs again. */
  retry(): void;
}

/** The running flow for a dialog or page to render (reading / confirm / signing / failed with its description). */
export function useSigningState(): SigningState {
  const { store } = useSigningContext();
  const flow = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => ({ flow, confirm: store.confirm, cancel: store.cancel, retry: store.retry }), [flow, store]);
}
