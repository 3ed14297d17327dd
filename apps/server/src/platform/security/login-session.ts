import type { FastifyReply } from 'fastify';
import { clearSessionCookies, setSessionCookies } from './cookies';
import type { ServerSecrets } from './secrets';
import type { SessionState, SessionStore } from './session-store';
import { mintXsrfToken } from './xsrf';

export interface LoginSessionDeps {
  sessions: SessionStore;
  secrets: ServerSecrets;
  secureCookies: boolean;
}

/**
 * Login: the old (anonymous) session ends and a new id carries the user (fixation defence, ASVS 7.2.4), with a fresh
 * anti-forgery token in the cookies.
 */
export async function startUserSession(
  deps: LoginSessionDeps,
  reply: FastifyReply,
  old: SessionState | null,
  user: { userId: string; role: string },
  now: number,
): Promise<SessionState> {
  const next = await deps.sessions.rotate(old, now, user);
  setSessionCookies(reply, next.sid, mintXsrfToken(deps.secrets.xsrfKey, next.sid), deps.secureCookies);
  return next;
}

/** Logout: the session row is deleted and the browser is told to drop what it holds of it. */
export async function endUserSession(deps: LoginSessionDeps, reply: FastifyReply, session: SessionState): Promise<void> {
  await deps.sessions.remove(session.sid);
  clearSessionCookies(reply, deps.secureCookies);
  reply.header('Clear-Site-Data', '"cache", "cookies", "storage"');
}
