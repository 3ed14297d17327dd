import useSWR from 'swr';
import { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { isUkeyKey } from './ukey-swr-keys';

export interface UkeyQuery<T> {
  data: T | undefined;
  /** The failure's message (spec §8 texts come from the client), null when none. */
  error: string | null;
  loading: boolean;
  reload(): Promise<void>;
}

/** One SWR read of the key screens, with its error as text; `key` null skips the request. */
export function useUkeyQuery<T>(key: string | null, fetcher: () => Promise<T>): UkeyQuery<T> {
  const { data, error, isLoading, mutate } = useSWR<T, unknown>(key, fetcher);
  const reload = useCallback(async () => void (await mutate()), [mutate]);
  return { data, error: error ? (error instanceof Error ? error.message : String(error)) : null, loading: isLoading, reload };
}

/** Revalidate every key-screen read after a key changed (bind, change, revoke, renew, download). */
export function useRefreshUkeyData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => void (await mutate(isUkeyKey)), [mutate]);
}
