import type { FastifyInstance } from 'fastify';
import { HEADER } from '@scf/api/contract';
import type { Clock } from '../clock';

/**
 * The page policy (security.md §1.4): nonce-based strict CSP; notices keep inline styles, so style-src-attr allows
 * them. `connectOrigins` are the extra origins the page may call: the local Ukey agent (security.md §2.2
 * "the configured port is also the CSP connect-src entry").
 */
export function htmlCsp(nonce: string, connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Non-HTML answers (API JSON, assets) load nothing themselves; frame-ancestors still applies everywhere. */
const API_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

/** Headers on every response; API responses are never cached (ASVS 14.3.2). */
export function registerSecurityHeaders(app: FastifyInstance, clock: Clock, tls: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(HEADER.serverTime, String(clock.now()));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (tls) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', API_CSP);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
