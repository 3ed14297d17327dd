import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { PlatformConfig } from '../contract/schemas/config';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** The platform config (spec §3); on error the UI uses the spec §8 default. */
export function usePlatformConfig(): SWRResponse<PlatformConfig> {
  const client = useApiClient();
  return useSWR(SWR_KEY.platformConfig, () => client.config.platform());
}
