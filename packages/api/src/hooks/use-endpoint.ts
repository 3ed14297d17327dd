import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { AnyEndpoint, EndpointInput, EndpointResult } from '../contract/endpoint';
import { endpointCacheKey } from './swr-keys';
import { useApiClient } from './use-api-client';

/**
 * A read of one endpoint through SWR: `useEndpoint(ukeyEndpoints.list, {})`. `null` input means "not yet" (no
 * request). The cache key is the endpoint and its input, so two screens reading the same data share one request.
 */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E> | null,
  config?: SWRConfiguration<EndpointResult<E>>,
): SWRResponse<EndpointResult<E>> {
  const client = useApiClient();
  return useSWR(input === null ? null : endpointCacheKey(endpoint, input), () => client.call(endpoint, ...([input] as never as [EndpointInput<E>])), config);
}
