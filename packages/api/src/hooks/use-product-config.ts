import type { SWRResponse } from 'swr';
import { configEndpoints } from '../contract/endpoints/config';
import type { ProductConfig } from '../contract/schemas/config';
import { useEndpoint } from './use-endpoint';

export function useProductConfig(): SWRResponse<ProductConfig> {
  return useEndpoint(configEndpoints.product, {});
}
