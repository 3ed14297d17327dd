import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { SWRResponse } from 'swr';
import { readsOf } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';

export interface UkeyQuery<T> {
  data: T | undefined;
  /** The failure's message (spec §8 texts come from the client), null when none. */
  error: string | null;
  loading: boolean;
  reload(): Promise<void>;
}

/** One SWR read of the key screens, with its error as text. */
export function ukeyQuery<T>({ data, error, isLoading, mutate }: SWRResponse<T>): UkeyQuery<T> {
  return {
    data,
    error: error ? (error instanceof Error ? error.message : String(error)) : null,
    loading: isLoading,
    reload: async () => void (await mutate()),
  };
}

// What a bind, change, revocation, renewal or download makes stale.
const KEY_READS = [ukeyEndpoints.list, ukeyEndpoints.requests, ukeyEndpoints.requestDetail, ukeyEndpoints.bills].map(readsOf);

/** Revalidate every key-screen read after a key changed. */
export function useRefreshUkeyData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => void (await mutate((key) => KEY_READS.some((isRead) => isRead(key)))), [mutate]);
}
