import type { SWRResponse } from 'swr';
import { configEndpoints } from '../contract/endpoints/config';
import type { PlatformParam } from '../contract/schemas/config';
import { useEndpoint } from './use-endpoint';

/** The platform parameter record (loadValueConfig): menu flags, auth type. */
export function usePlatformParam(): SWRResponse<PlatformParam> {
  return useEndpoint(configEndpoints.value, {});
}
