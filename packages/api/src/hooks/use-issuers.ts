import type { SWRResponse } from 'swr';
import { creditEndpoints } from '../contract/endpoints/credits';
import type { Issuer } from '../contract/schemas/reference';
import { useEndpoint } from './use-endpoint';

/** Issuer corporations the user may act for (the issue screen picker). */
export function useIssuers(): SWRResponse<Issuer[]> {
  return useEndpoint(creditEndpoints.issuers, {});
}
