import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKey, useApiClient } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { failureMessage } from './failure-message';
import { useBusy } from './use-busy';

/** One write at a time under one Idempotency-Key (kept for a retry, renewed after a success); the refusal is kept to show. */
export function useWrite() {
  const client = useApiClient();
  const key = useRef(createIdempotencyKey());
  const { busy, run: once } = useBusy();
  const [error, setError] = useState<string>();
  const run = useCallback(
    <T>(call: (client: ApiClient, idempotencyKey: string) => Promise<T>): Promise<T | undefined> =>
      once(async () => {
        setError(undefined);
        try {
          const out = await call(client, key.current);
          key.current = createIdempotencyKey();
          return out;
        } catch (e) {
          setError(failureMessage(e));
          return undefined;
        }
      }),
    [client, once],
  );
  /** A new operation starts (e.g. its dialog opens): a fresh key, no old refusal. */
  const begin = useCallback(() => {
    key.current = createIdempotencyKey();
    setError(undefined);
  }, []);
  return { run, begin, busy, error, clear: () => setError(undefined) };
}
