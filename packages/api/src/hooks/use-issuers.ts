import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { Issuer } from '../contract/schemas/reference';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** Issuer corporations the user may act for (the issue screen picker). */
export function useIssuers(): SWRResponse<Issuer[]> {
  const client = useApiClient();
  return useSWR(SWR_KEY.issuers, () => client.credits.issuers());
}
