import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '@scf/api/contract';

/**
 * The session cookie's name: `__Host-sid` when served over TLS (the browser then insists on Secure, Path=/ and no
 * Domain, so no subdomain or plain-http page can set or shadow it; ASVS 3.3.3), plain `sid` on http (dev, e2e),
 * where a browser refuses the prefix. The XSRF cookie keeps its name: the portal reads it (COOKIE.xsrf).
 */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${COOKIE.session}` : COOKIE.session);

export const readSessionCookie = (req: FastifyRequest, secure: boolean): string | undefined => req.cookies[sessionCookieName(secure)];

/** Session cookie: HttpOnly, SameSite=Lax, Secure behind TLS (security.md §1.1). The XSRF cookie is readable. */
export function setSessionCookies(reply: FastifyReply, sid: string, xsrfToken: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), sid, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(COOKIE.xsrf, xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(COOKIE.xsrf, { path: '/', sameSite: 'lax', secure });
}
