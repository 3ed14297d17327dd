import { COOKIE, ERROR_CODE, HEADER, NONCE_PATTERN, SUCCESS_CODE, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS, authEndpoints } from '@scf/api/contract';
import type { JsonSchema } from './json-schema';

/** The request headers of design.md §3 (spec §7) as reusable header parameters, by component name. */
export const SIGNED_HEADERS = {
  systemType: {
    name: 'X-System-Type',
    in: 'header',
    required: true,
    description: 'The client type.',
    schema: { type: 'string', const: SYSTEM_TYPE },
  },
  timestamp: {
    name: 'X-Timestamp',
    in: 'header',
    required: true,
    description:
      `Milliseconds since the epoch, corrected by the server-clock offset (the \`${HEADER.serverTime}\` header of every answer); ` +
      `at most ${TIMESTAMP_WINDOW_MS / 1000} s from the server's clock.`,
    schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
  nonce: {
    name: 'X-Nonce',
    in: 'header',
    required: true,
    description: '16 random bytes from a CSPRNG as 32 lower-case hex characters; a nonce seen within the time window is refused (409 REPLAY).',
    schema: { type: 'string', pattern: NONCE_PATTERN.source },
  },
  sign: {
    name: 'X-Sign',
    in: 'header',
    required: true,
    description:
      'md5_hex(path + sortedQuery + body): the URL pathname as sent; the query parameters sorted by key (UTF-16 order, ' +
      'repeated keys in their order) as encodeURIComponent(k)=encodeURIComponent(v) joined by &; the exact body string sent ' +
      '(empty for GET and for multipart uploads). An integrity check, not authentication.',
    schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
} as const;

/** The header of a mutating business call (design.md §3): one key per logical operation, the same on a retry. */
export const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description: 'One per logical operation: a retry of the same operation sends the same key (and a new nonce); the effect is stored once with it.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,255}$' },
} as const;

/** Security schemes: the session cookie, the auth token and the double-submit anti-forgery token. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE.session,
    description: 'The HttpOnly session cookie (anonymous from the first page load, signed in after login).',
  },
  bearer: { type: 'http', scheme: 'bearer', description: `The auth token of the signed-in session, from POST ${authEndpoints.token.path}.` },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: `The anti-forgery token: the value of the readable \`${COOKIE.xsrf}\` cookie, sent back in this header.`,
  },
  xsrfCookie: { type: 'apiKey', in: 'cookie', name: COOKIE.xsrf, description: 'The anti-forgery cookie the server sets with the session.' },
} as const;

/** `{ code, message, data: null }`: every refusal, in any status, and a business refusal in a 200. */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: {
      type: 'string',
      not: { const: SUCCESS_CODE },
      description: `A machine code, e.g. ${Object.values(ERROR_CODE).join(', ')}, or '99999999' (system error).`,
    },
    message: { type: 'string', description: 'Chinese text for the user.' },
    data: { type: 'null' },
  },
};

/** The success envelope around an operation's data. */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'string', const: SUCCESS_CODE }, message: { type: 'string' }, data },
  };
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** The refusals every route may answer, as reusable responses (the envelope's `code` says which check refused). */
export const ERROR_RESPONSES = {
  BadRequest: error('Malformed request: a missing or wrong signed header (SIGN_MISMATCH, CLOCK_SKEW), input the schemas refuse (BAD_REQUEST).'),
  Unauthenticated: error('No signed-in session, or a missing or wrong auth token (UNAUTHENTICATED): sign in again.'),
  Forbidden: error('The current role may not call this (FORBIDDEN), the anti-forgery token is wrong (XSRF), or the request is cross-site (CROSS_SITE).'),
  NotFound: error('The record does not exist or is not visible to the caller (NOT_FOUND).'),
  Conflict: error('The nonce was already used (REPLAY), or the records changed under the call (CONFLICT).'),
  IdempotencyMismatch: error('The Idempotency-Key was already used for a different request.'),
  UnsupportedMediaType: error('Not a JSON body (or not multipart for an upload).'),
  TooManyRequests: error('Too many calls from this client: the message says how long to wait.'),
  SystemError: error('Unexpected server error (code 99999999).'),
} as const;
