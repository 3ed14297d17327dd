import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '@scf/api';
import { useToast } from '@scf/ui';
import { failureMessage } from '../../../lib/write';
import type { LedgerCall } from './ledger-calls';
import { useOperationKey } from './operation-key';
import { useRefreshLedger } from './use-refresh-ledger';

export interface LedgerAction {
  /** A new operation starts (its dialog opens): a fresh key, no old refusal. */
  begin: () => void;
  /** Sends once at a time; true when done (toast + every list re-read), false when refused (`error` says why). */
  run: (call: LedgerCall, done: string) => Promise<boolean>;
  busy: boolean;
  error: string | undefined;
}

/** One write of a screen: one request in flight, the key kept for a retry, the refusal kept for the user to read. */
export function useLedgerAction(): LedgerAction {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshLedger();
  const { key, renew } = useOperationKey();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const begin = useCallback(() => {
    renew();
    setError(undefined);
  }, [renew]);

  const run = useCallback(
    async (call: LedgerCall, done: string) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setError(undefined);
      try {
        await call(client, key);
        renew();
        toast.success(done);
        void refresh();
        return true;
      } catch (e) {
        setError(failureMessage(e));
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client, key, renew, toast, refresh],
  );

  return { begin, run, busy, error };
}
