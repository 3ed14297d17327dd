import { useCallback } from 'react';
import { useToast } from '@scf/ui';
import { useWrite } from '../../write';
import type { LedgerCall } from './application-calls';
import { useRefreshLedger } from './use-refresh-ledger';

export interface LedgerAction {
  /** A new operation starts (its dialog opens): a fresh key, no old refusal. */
  begin: () => void;
  /** Sends once at a time; true when done (toast + every list re-read), false when refused (`error` says why). */
  run: (call: LedgerCall, done: string) => Promise<boolean>;
  busy: boolean;
  error: string | undefined;
}

/** One write of a screen (lib/write's `useWrite`: one request in flight, the key kept for a retry, the refusal kept to read); done, it says so and re-reads the ledger. */
export function useLedgerAction(): LedgerAction {
  const toast = useToast();
  const refresh = useRefreshLedger();
  const write = useWrite();
  const { run: send } = write;
  const run = useCallback(
    async (call: LedgerCall, done: string) => {
      const sent = await send(async (client, key) => {
        await call(client, key);
        return true;
      });
      if (!sent) return false;
      toast.success(done);
      void refresh();
      return true;
    },
    [send, toast, refresh],
  );
  return { begin: write.begin, run, busy: write.busy, error: write.error };
}
