import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { readsOf } from '@scf/api';
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

/** Re-reads what the ledger may have changed after an action, so every list on screen agrees with it. */
export function useRefreshLedger(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all(CHANGED_BY_ACTIONS.map((endpoint) => mutate(readsOf(endpoint))));
  }, [mutate]);
}
