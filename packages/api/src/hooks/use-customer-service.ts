import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { CustomerServiceConfig } from '../contract/schemas/config';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** On error the UI opens its fallback chat window on click (spec §8). */
export function useCustomerService(): SWRResponse<CustomerServiceConfig> {
  const client = useApiClient();
  return useSWR(SWR_KEY.customerService, () => client.config.customerService());
}
