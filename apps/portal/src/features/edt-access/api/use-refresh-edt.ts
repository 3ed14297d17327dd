import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { readsOf } from '@scf/api';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';

// What an action on an access or a line can change: the lists, the 准入自检's live access, the application and the todos.
const CHANGED = [edtEndpoints.accesses, edtEndpoints.lines, edtEndpoints.selfCheck, creditEndpoints.application, creditEndpoints.todos] as const;

/** Re-reads the accesses and lines after an action, so the list and the detail agree with the server. */
export function useRefreshEdt(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all(CHANGED.map((endpoint) => mutate(readsOf(endpoint))));
  }, [mutate]);
}
