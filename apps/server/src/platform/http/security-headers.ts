import type { FastifyInstance } from 'fastify';
import { HEADER } from '@scf/api/contract';
import type { Clock } from '../clock';
import { CSP_REPORT_PATH } from '../security/client-limits';
import { registerCspReports } from './csp-reports';

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
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/** The Reporting API group the CSP names (`report-to`); `report-uri` serves browsers without it. */
const REPORT_GROUP = 'csp';

/**
 * Non-HTML answers (API JSON, assets) load nothing themselves; frame-ancestors still applies everywhere: the
 * portal frames none of its own pages, so nothing may frame them (clickjacking, ASVS 3.4.6).
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** The headers every answer carries, whatever its kind (the server's time is read per answer). */
export function commonHeaders(clock: Clock, tls: boolean): Record<string, string> {
  return {
    [HEADER.serverTime]: String(clock.now()),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Reporting-Endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(tls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    // An asset's own headers (portal-assets.ts) replace this; an HTML page sets its nonce policy before.
    'Content-Security-Policy': API_CSP,
  };
}

/** Headers on every response; API responses are never cached (ASVS 14.3.2). */
export function registerSecurityHeaders(app: FastifyInstance, clock: Clock, tls: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(commonHeaders(clock, tls))) {
      // A page's own policy (the HTML's nonce, a preview's) stays; the rest are the same on every answer.
      if (name !== 'Content-Security-Policy' || !reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  registerCspReports(app);
}
