import { useCallback, useRef, useState } from 'react';
import type { SignBusinessRequest, SignOutcome, Signer } from '@scf/signing';
import type { SigningPhase } from '../signing-dialog/signing-phase';

export interface SigningFlow {
  /** null while no flow runs (dialog closed). */
  phase: SigningPhase | null;
  /** Runs the spec §4 flow; the original is shown (phase `confirm`) and signing waits for `confirm()`. */
  start(request: Omit<SignBusinessRequest, 'confirm'>): Promise<SignOutcome>;
  confirm(): void;
  /** Cancels a pending confirmation (the flow then ends with USER_CANCELLED) or closes the dialog. */
  cancel(): void;
}

/** Dialog state around `Signer.signBusiness`: one flow at a time, the user's confirmation in between. */
export function useSigningFlow(signer: Signer): SigningFlow {
  const [phase, setPhase] = useState<SigningPhase | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const running = useRef<Promise<SignOutcome> | null>(null);

  const start = useCallback(
    (request: Omit<SignBusinessRequest, 'confirm'>) => {
      // A second click while a flow runs joins it: a key must never sign twice for one click.
      if (running.current) return running.current;
      setPhase({ kind: 'reading' });
      const flow = signer
        .signBusiness({
          ...request,
          confirm: (original, cert) =>
            new Promise<boolean>((resolve) => {
              answer.current = resolve;
              setPhase({ kind: 'confirm', original, cert });
            }),
        })
        .then((outcome) => {
          running.current = null;
          answer.current = null;
          if (outcome.code === 0) setPhase(null);
          else if (outcome.error.code === 'USER_CANCELLED') setPhase(null);
          else setPhase({ kind: 'failed', error: outcome.error, description: outcome.description });
          return outcome;
        });
      running.current = flow;
      return flow;
    },
    [signer],
  );

  const confirm = useCallback(() => {
    if (!answer.current) return;
    setPhase({ kind: 'signing' });
    answer.current(true);
    answer.current = null;
  }, []);

  const cancel = useCallback(() => {
    if (answer.current) {
      answer.current(false);
      answer.current = null;
      return;
    }
    if (!running.current) setPhase(null);
  }, []);

  return { phase, start, confirm, cancel };
}
