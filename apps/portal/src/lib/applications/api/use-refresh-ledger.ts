import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { readsOf } from '@scf/api';
import type { AnyEndpoint } from '@scf/api/contract';
import { creditEndpoints, productSupplierEndpoints } from '@scf/api/contract';

// Everything an action can change: the queues, the records, the todo list, the homes, the issuers' available limit and
// the product's suppliers (开通 · 暂停 · 恢复 are applications too). A read within SWR's dedupe window would otherwise be
// served from before the action.
const CHANGED_BY_ACTIONS = [
  creditEndpoints.applications,
  creditEndpoints.application,
  creditEndpoints.credits,
  creditEndpoints.credit,
  creditEndpoints.todos,
  creditEndpoints.home,
  creditEndpoints.issuers,
  creditEndpoints.flow,
  creditEndpoints.flowRecords,
  productSupplierEndpoints.list,
] as const;

/**
 * Re-reads every cached read of these endpoints after an action (`changed`: a module constant), so every list on
 * screen agrees with it and a read within SWR's dedupe window is not served from before it.
 */
export function useRefreshReads(changed: readonly AnyEndpoint[]): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all(changed.map((endpoint) => mutate(readsOf(endpoint))));
  }, [mutate, changed]);
}

/** Re-reads what the ledger may have changed after an action, so every list on screen agrees with it. */
export const useRefreshLedger = (): (() => Promise<void>) => useRefreshReads(CHANGED_BY_ACTIONS);
