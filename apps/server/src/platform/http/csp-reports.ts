import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../security/client-limits';

/** A browser's report is a few hundred bytes; anything bigger is not a report. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

const DIRECTIVE = /^[a-z-]{1,40}$/;

/** The violated directives a report body names (report-uri's `csp-report` object or Reporting API entries). */
function directivesOf(raw: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  const found: string[] = [];
  for (const entry of entries.slice(0, 20)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    const body = (e['csp-report'] ?? e['body']) as Record<string, unknown> | undefined;
    const directive = body?.['effective-directive'] ?? body?.['effectiveDirective'] ?? body?.['violated-directive'];
    if (typeof directive === 'string') {
      const name = directive.split(' ')[0] ?? '';
      if (DIRECTIVE.test(name)) found.push(name);
    }
  }
  return found;
}

/**
 * CSP violation reports (ASVS 3.4.7): accepted without a session (the browser sends them on its own), bounded in
 * size, limited per client (client-limits.ts) and logged as the violated directive names only — never URLs,
 * samples or anything else from the request, which may carry personal data.
 */
export function registerCspReports(app: FastifyInstance): void {
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES }, async (request, reply) => {
    const directives = typeof request.body === 'string' ? directivesOf(request.body) : [];
    request.log.warn({ cspViolation: directives }, 'csp violation reported');
    return reply.code(204).send();
  });
}
