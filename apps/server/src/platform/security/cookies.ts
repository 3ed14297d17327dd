import type { FastifyReply } from 'fastify';
import { COOKIE } from '@scf/api/contract';

/** Session cookie: HttpOnly, SameSite=Lax, Secure behind TLS (security.md §1.1). The XSRF cookie is readable. */
export function setSessionCookies(reply: FastifyReply, sid: string, xsrfToken: string, secure: boolean): void {
  reply.setCookie(COOKIE.session, sid, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(COOKIE.xsrf, xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIE.session, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(COOKIE.xsrf, { path: '/', sameSite: 'lax', secure });
}
