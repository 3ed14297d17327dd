import { z } from 'zod';
import { post } from '../endpoint';

/** Bounds of a client error report: enough to find the bug, too small to carry a page of data. */
export const CLIENT_ERROR_LIMITS = { name: 100, message: 500, path: 200, build: 100, stack: 2000 } as const;

/**
 * What a report may not carry (security.md §1.7, ASVS 16.2.5): long digit runs (mobiles, ID card and account
 * numbers) and e-mail addresses become `***`, and the text is cut to `max` characters. The browser scrubs before it
 * sends and the server again before it logs.
 */
export function scrubClientText(text: string, max: number): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '***')
    .replace(/\d{6,}/g, '***')
    .slice(0, max);
}

/** `POST /v1/sys/client-errors`: a screen that threw (message, app path without query, build), nothing personal. */
export const clientErrorReportSchema = z.strictObject({
  name: z.string().max(CLIENT_ERROR_LIMITS.name),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  path: z.string().max(CLIENT_ERROR_LIMITS.path),
  build: z.string().max(CLIENT_ERROR_LIMITS.build),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Errors the portal reports to the server's log. */
export const clientErrorEndpoints = {
  report: post('/v1/sys/client-errors', { body: clientErrorReportSchema, response: z.null() }),
} as const;
