import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { ProductConfig } from '../contract/schemas/config';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

export function useProductConfig(): SWRResponse<ProductConfig> {
  const client = useApiClient();
  return useSWR(SWR_KEY.productConfig, () => client.config.product());
}
