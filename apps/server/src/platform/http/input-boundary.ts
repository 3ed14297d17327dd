import type { FastifyInstance } from 'fastify';
import { fail } from '../api-error';

/** A NUL (U+0000) is never valid input: PostgreSQL cannot store it in text, and no form field needs it. */
const NUL = '\u0000';
/** The JSON escape of NUL in a raw body (`\u0000`, any case of the hex digits). */
const ESCAPED_NUL = /\\u0000/i;

const nulInput = () => fail.badRequest('请求中含有非法字符');

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes(NUL) || holdsNul(v, depth + 1)) return true;
  return false;
}

/** A raw JSON body holds NUL when it carries the byte or, read as JSON, a string with the escape. */
function rawBodyHoldsNul(raw: string): boolean {
  if (raw.includes(NUL)) return true;
  if (!ESCAPED_NUL.test(raw)) return false;
  try {
    return holdsNul(JSON.parse(raw));
  } catch {
    // Not JSON: the route's own parsing refuses it.
    return false;
  }
}

/**
 * Refuse a NUL in the query, the path parameters or the body of any request with the spec's 400 envelope, before
 * any route reads it (issue 12 finding 5: it reached SQL and came back as a 500 with the statement in the log).
 * Register before the routes.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || request.url.includes(NUL)) throw nulInput();
    if (holdsNul(request.query) || holdsNul(request.params)) throw nulInput();
    const body: unknown = request.body;
    // Only a JSON body is input the routes read as text; anything else the request guard refuses (415) or a
    // route reads as bytes (uploads), where a NUL is just a byte.
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (typeof body === 'string' ? json && rawBodyHoldsNul(body) : holdsNul(body)) throw nulInput();
  });
}
