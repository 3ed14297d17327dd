import type { SWRResponse } from 'swr';
import { CONFIG_KEY, configEndpoints } from '../contract/endpoints/config';
import type { PlatformConfig } from '../contract/schemas/config';
import { useEndpoint } from './use-endpoint';

/** The platform config (spec §3); on error the UI uses the spec §8 default. */
export function usePlatformConfig(): SWRResponse<PlatformConfig> {
  return useEndpoint(configEndpoints.platform, { body: { configKey: CONFIG_KEY.platform } });
}
