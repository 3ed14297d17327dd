import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { PlatformParam } from '../contract/schemas/config';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** The platform parameter record (loadValueConfig): menu flags, auth type. */
export function usePlatformParam(): SWRResponse<PlatformParam> {
  const client = useApiClient();
  return useSWR(SWR_KEY.platformParam, () => client.config.value());
}
