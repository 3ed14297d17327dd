import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** Unread messages: the header shows a dot when it is above 0 (spec §2). */
export function useUnreadCount(): SWRResponse<number> {
  const client = useApiClient();
  return useSWR(SWR_KEY.unreadCount, () => client.messages.unreadCount());
}
