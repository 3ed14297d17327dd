import type { KeyedMutator } from 'swr';
import { messageEndpoints } from '../contract/endpoints/messages';
import type { MessageList } from '../contract/schemas/message';
import { useEndpoint } from './use-endpoint';

/** The unread-message query of spec §7 (`messageState SENT`, `messageType ALL`). */
export const UNREAD_QUERY = { body: { messageState: 'SENT', messageType: 'ALL' } } as const;

export interface UnreadCount {
  /** `data.pageCond.count`; undefined until the first answer. */
  count: number | undefined;
  /** Re-reads the count (after a message is read). */
  refresh: KeyedMutator<MessageList>;
}

/** Unread messages: the header shows a dot when the count is above 0 (spec §2). */
export function useUnreadCount(): UnreadCount {
  const { data, mutate } = useEndpoint(messageEndpoints.query, UNREAD_QUERY);
  return { count: data?.pageCond.count, refresh: mutate };
}
