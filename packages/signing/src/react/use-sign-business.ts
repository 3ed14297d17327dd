import { useCallback, useRef, useState } from 'react';
import type { SignBusinessRequest, SignOutcome, Signer } from '../signer';

export type SignStatus = 'idle' | 'signing' | 'done' | 'failed';

export interface UseSignBusiness {
  status: SignStatus;
  outcome: SignOutcome | undefined;
  /** Runs the flow once at a time: a second call while one is running returns the running one (no double sign). */
  sign(request: SignBusinessRequest): Promise<SignOutcome>;
  reset(): void;
}

/** React state around Signer.signBusiness for a sign button or dialog. */
export function useSignBusiness(signer: Signer): UseSignBusiness {
  const [status, setStatus] = useState<SignStatus>('idle');
  const [outcome, setOutcome] = useState<SignOutcome>();
  const running = useRef<Promise<SignOutcome> | null>(null);

  const sign = useCallback(
    (request: SignBusinessRequest) => {
      if (running.current) return running.current;
      setStatus('signing');
      const flow = signer.signBusiness(request).then((result) => {
        running.current = null;
        setOutcome(result);
        setStatus(result.code === 0 ? 'done' : 'failed');
        return result;
      });
      running.current = flow;
      return flow;
    },
    [signer],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setOutcome(undefined);
  }, []);

  return { status, outcome, sign, reset };
}
