import { useEndpoint } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';
import type { UkeyBillList, UkeyBinding, UkeyRequest, UkeyRequestDetail } from '@scf/api/contract';
import { ukeyQuery } from './use-ukey-query';
import type { UkeyQuery } from './use-ukey-query';

/** The corporation's bound keys (security.md §2.5 binding table). */
export function useBindings(): UkeyQuery<UkeyBinding[]> {
  return ukeyQuery(useEndpoint(ukeyEndpoints.list, {}));
}

/** 申请记录 of the corporation, newest first. */
export function useUkeyRequests(): UkeyQuery<UkeyRequest[]> {
  return ukeyQuery(useEndpoint(ukeyEndpoints.requests, {}));
}

/** One request with its bill lines; no request without an id. */
export function useRequestDetail(requestId: string): UkeyQuery<UkeyRequestDetail> {
  return ukeyQuery(useEndpoint(ukeyEndpoints.requestDetail, requestId ? { body: { requestId } } : null));
}

/** Ukey账单 with the unpaid total. */
export function useUkeyBills(): UkeyQuery<UkeyBillList> {
  return ukeyQuery(useEndpoint(ukeyEndpoints.bills, {}));
}
