import { useApiClient } from '@scf/api';
import type { UkeyBillList, UkeyBinding, UkeyRequest, UkeyRequestDetail } from '@scf/api/contract';
import { UKEY_SWR } from './ukey-swr-keys';
import { useUkeyQuery } from './use-ukey-query';
import type { UkeyQuery } from './use-ukey-query';

/** The corporation's bound keys (security.md §2.5 binding table). */
export function useBindings(): UkeyQuery<UkeyBinding[]> {
  const client = useApiClient();
  return useUkeyQuery(UKEY_SWR.bindings, () => client.ukey.list());
}

/** 申请记录 of the corporation, newest first. */
export function useUkeyRequests(): UkeyQuery<UkeyRequest[]> {
  const client = useApiClient();
  return useUkeyQuery(UKEY_SWR.requests, () => client.ukey.requests());
}

/** One request with its bill lines; no request without an id. */
export function useRequestDetail(requestId: string): UkeyQuery<UkeyRequestDetail> {
  const client = useApiClient();
  return useUkeyQuery(requestId ? UKEY_SWR.detail(requestId) : null, () => client.ukey.requestDetail({ requestId }));
}

/** Ukey账单 with the unpaid total. */
export function useUkeyBills(): UkeyQuery<UkeyBillList> {
  const client = useApiClient();
  return useUkeyQuery(UKEY_SWR.bills, () => client.ukey.bills());
}
