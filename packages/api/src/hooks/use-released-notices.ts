import type { SWRResponse } from 'swr';
import { noticeEndpoints } from '../contract/endpoints/notices';
import type { Notice } from '../contract/schemas/notice';
import { useEndpoint } from './use-endpoint';

/** Released notices to pop up after login. */
export function useReleasedNotices(): SWRResponse<Notice[]> {
  return useEndpoint(noticeEndpoints.releaseList, {});
}
