import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { readsOf, useApiClient, useUnreadCount } from '@scf/api';
import { messageEndpoints } from '@scf/api/contract';

/**
 * Marking read: one message (opening it, or 标为已读) or all of them (全部已读). Afterwards the list and the header's
 * unread count (the dot, spec §2) are read again, so both show the new state.
 */
export function useMessageActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { refresh } = useUnreadCount();
  const [busy, setBusy] = useState(false);

  const after = () => Promise.all([mutate(readsOf(messageEndpoints.page)), refresh()]);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      await after();
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    markRead: (messageIds: readonly string[]) => run(() => client.call(messageEndpoints.read, { body: { messageIds: [...messageIds] } })),
    markAllRead: () => run(() => client.call(messageEndpoints.readAll)),
  };
}
