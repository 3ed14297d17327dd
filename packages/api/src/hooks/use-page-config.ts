import type { SWRResponse } from 'swr';
import { configEndpoints } from '../contract/endpoints/config';
import type { PageConfig } from '../contract/schemas/config';
import { useEndpoint } from './use-endpoint';

/** The page configuration (loadViewConfig). */
export function usePageConfig(): SWRResponse<PageConfig> {
  return useEndpoint(configEndpoints.page, {});
}
