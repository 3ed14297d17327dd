import { useCallback, useEffect, useRef, useState } from 'react';

export interface ConfirmGate<T> {
  /** What waits for the user's answer (shown on the page), undefined when nothing does. */
  pending: T | undefined;
  /** Show `value` and wait: resolves true on confirm, false on cancel (or when the page goes away). */
  ask(value: T): Promise<boolean>;
  answer(ok: boolean): void;
}

/** Turns a flow's `confirm` callback (registerKey, signOriginal) into page state the user answers with buttons. */
export function useConfirmGate<T>(): ConfirmGate<T> {
  const [pending, setPending] = useState<T>();
  const resolver = useRef<((ok: boolean) => void) | undefined>(undefined);
  const ask = useCallback(
    (value: T) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setPending(() => value);
      }),
    [],
  );
  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setPending(undefined);
  }, []);
  useEffect(() => () => resolver.current?.(false), []);
  return { pending, ask, answer };
}
