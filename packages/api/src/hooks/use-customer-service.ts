import type { SWRResponse } from 'swr';
import { CONFIG_KEY, configEndpoints } from '../contract/endpoints/config';
import type { CustomerServiceConfig } from '../contract/schemas/config';
import { useEndpoint } from './use-endpoint';

/** On error the UI opens its fallback chat window on click (spec §8). */
export function useCustomerService(): SWRResponse<CustomerServiceConfig> {
  return useEndpoint(configEndpoints.customerService, { body: { configKey: CONFIG_KEY.customerService } });
}
