import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { Notice } from '../contract/schemas/notice';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** Released notices to pop up after login. */
export function useReleasedNotices(): SWRResponse<Notice[]> {
  const client = useApiClient();
  return useSWR(SWR_KEY.releasedNotices, () => client.notices.releaseList());
}
