import type { Queryable } from '../db/db';
import { digest } from '../security/session-store';
import type { SessionState } from '../security/session-store';

/**
 * Rebinding or revoking a user's key ends that user's sessions (security.md §1.1, ASVS 5.0 7.4.2), in the
 * transaction of the change. A director changing their own key keeps the session they did it from.
 */
export async function endHolderSessions(tx: Queryable, holderUserId: string, caller: SessionState | null): Promise<void> {
  const keep = caller && caller.userId === holderUserId ? digest(caller.sid) : '';
  await tx.query('DELETE FROM session WHERE user_id = $1 AND session_id <> $2', [holderUserId, keep]);
}
