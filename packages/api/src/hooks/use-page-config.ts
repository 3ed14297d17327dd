import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { PageConfig } from '../contract/schemas/config';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** The page configuration (loadViewConfig). */
export function usePageConfig(): SWRResponse<PageConfig> {
  const client = useApiClient();
  return useSWR(SWR_KEY.pageConfig, () => client.config.page());
}
