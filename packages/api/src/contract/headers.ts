/** Header names of the HTTP contract (design.md §3). Lower-case, as Node reports them. */
export const HEADER = {
  xsrf: 'x-xsrf-token',
  authorization: 'authorization',
  systemType: 'x-system-type',
  nonce: 'x-nonce',
  timestamp: 'x-timestamp',
  sign: 'x-sign',
  idempotencyKey: 'idempotency-key',
  serverTime: 'x-server-time',
} as const;

/** The value of `X-System-Type` the portal sends. */
export const SYSTEM_TYPE = 'CORP_WEB';

/** Cookie names the server sets. The session cookie is HttpOnly; the XSRF cookie is readable by the page. */
export const COOKIE = { session: 'sid', xsrf: 'XSRF-TOKEN' } as const;

/** Allowed distance between the request timestamp and the server clock (security.md §1.8). */
export const TIMESTAMP_WINDOW_MS = 300_000;

/** `X-Nonce` is 16 random bytes as 32 lower-case hex characters. */
export const NONCE_PATTERN = /^[0-9a-f]{32}$/;
