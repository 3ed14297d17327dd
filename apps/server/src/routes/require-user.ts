import type { Queryable } from '../db/db';
import { fail } from '../http/api-error';
import type { SessionState } from '../security/session-store';
import { findUser } from '../services/corp-user';
import type { UserRecord } from '../services/corp-user';

/** The session's user; a user disabled since login ends the session's use (ASVS 7.4.2). */
export async function requireUser(q: Queryable, session: SessionState | null): Promise<UserRecord> {
  if (!session?.userId) throw fail.unauthenticated();
  const user = await findUser(q, { userId: session.userId });
  if (!user) throw fail.unauthenticated();
  return user;
}

/** The session's current role, which the guard has already required. */
export function currentRole(session: SessionState | null): string {
  if (!session?.currentRole) throw fail.unauthenticated();
  return session.currentRole;
}
