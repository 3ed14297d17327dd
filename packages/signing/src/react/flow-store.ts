import type { SigningErrorDescription } from '../error-catalogue';
import type { SigningError } from '../errors';
import type { CertInfo } from '../types';
import type { SigningFlowPhase, SigningFlowView } from './flow-view';

/** The one confirm gate: a flow shows the original (or the key) and waits here for the user's answer. */
export interface FlowGate {
  confirmOriginal(original: string, cert: CertInfo | undefined): Promise<boolean>;
  confirmKey(cert: CertInfo): Promise<boolean>;
}

/** One try of a flow: its outcome, and the failure to show when it failed (none for a success or a cancel). */
export interface Attempt<T> {
  outcome: T;
  failure?: { error: SigningError; description: SigningErrorDescription };
}

export type FlowMeta = Omit<SigningFlowView, 'phase'>;

export interface FlowStore {
  getSnapshot(): SigningFlowView | undefined;
  subscribe(listener: () => void): () => void;
  /**
   * Run a flow, one at a time: a call with the running flow's key joins it (a second click never signs twice);
   * any other call while one runs gets `busy()`. A failure of a dialog flow waits for `retry` or `cancel`.
   */
  run<T>(key: string, meta: FlowMeta, attempt: (gate: FlowGate) => Promise<Attempt<T>>, busy: () => T): Promise<T>;
  confirm(): void;
  /** At the gate: answer no. On a failure: close it, ending the flow with that failure. */
  cancel(): void;
  retry(): void;
  /** The provider went away: every waiting answer is no. */
  dispose(): void;
}

/** The outcome of a flow as an attempt: a failure other than the user's cancel is shown. */
export function attemptOf<T extends { code: number; error?: SigningError; description?: SigningErrorDescription }>(outcome: T): Attempt<T> {
  if (outcome.code === 0 || !outcome.error || !outcome.description || outcome.error.code === 'USER_CANCELLED') return { outcome };
  return { outcome, failure: { error: outcome.error, description: outcome.description } };
}

/** Framework-free state of the running signing flow; `SigningProvider` holds one and React reads it. */
export function createFlowStore(): FlowStore {
  let view: SigningFlowView | undefined;
  let running: { key: string; promise: Promise<unknown> } | undefined;
  let answer: ((ok: boolean) => void) | undefined;
  let afterFailure: ((again: boolean) => void) | undefined;
  const listeners = new Set<() => void>();
  const show = (next: SigningFlowView | undefined) => {
    view = next;
    for (const listener of listeners) listener();
  };

  function ask(meta: FlowMeta, phase: SigningFlowPhase): Promise<boolean> {
    return new Promise((resolve) => {
      answer = (ok) => {
        answer = undefined;
        if (ok) show({ ...meta, phase: { kind: 'signing' } });
        resolve(ok);
      };
      show({ ...meta, phase });
    });
  }

  async function loop<T>(meta: FlowMeta, attempt: (gate: FlowGate) => Promise<Attempt<T>>): Promise<T> {
    const gate: FlowGate = {
      confirmOriginal: (original, cert) => ask(meta, { kind: 'confirm', original, cert }),
      confirmKey: (cert) => ask(meta, { kind: 'confirm-key', cert }),
    };
    for (;;) {
      show({ ...meta, phase: { kind: 'reading' } });
      const { outcome, failure } = await attempt(gate);
      if (!failure || meta.inline) return outcome;
      show({ ...meta, phase: { kind: 'failed', ...failure } });
      const again = await new Promise<boolean>((resolve) => (afterFailure = resolve));
      afterFailure = undefined;
      if (!again) return outcome;
    }
  }

  return {
    getSnapshot: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    run(key, meta, attempt, busy) {
      if (running) return running.key === key ? (running.promise as Promise<ReturnType<typeof busy>>) : Promise.resolve(busy());
      const promise = loop(meta, attempt).finally(() => {
        running = undefined;
        show(undefined);
      });
      running = { key, promise };
      return promise;
    },
    confirm: () => answer?.(true),
    cancel: () => (answer ? answer(false) : afterFailure?.(false)),
    retry: () => afterFailure?.(true),
    dispose() {
      answer?.(false);
      afterFailure?.(false);
    },
  };
}
