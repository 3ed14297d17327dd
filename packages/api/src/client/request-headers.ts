import { HEADER, SYSTEM_TYPE } from '../contract/headers';
import { requestSign } from '../contract/sign';
import type { QueryPairs } from '../contract/sign';

export interface HeaderInput {
  /** URL pathname as sent. */
  path: string;
  query: QueryPairs;
  /** Exact body string sent; '' for GET and multipart. */
  body: string;
  xsrfToken: string | null;
  token: string | null;
  nonce: string;
  /** Server-corrected ms since the epoch. */
  timestamp: number;
  idempotencyKey?: string | undefined;
  /** JSON bodies only; multipart leaves it to fetch so the boundary is set. */
  json: boolean;
}

/** The request headers of design.md §3, in one place so golden vectors can pin them. */
export function buildRequestHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.systemType]: SYSTEM_TYPE,
    [HEADER.nonce]: input.nonce,
    [HEADER.timestamp]: String(input.timestamp),
    [HEADER.sign]: requestSign(input.path, input.query, input.body),
  };
  if (input.json) headers['content-type'] = 'application/json';
  if (input.xsrfToken) headers[HEADER.xsrf] = input.xsrfToken;
  if (input.token) headers[HEADER.authorization] = `Bearer ${input.token}`;
  if (input.idempotencyKey) headers[HEADER.idempotencyKey] = input.idempotencyKey;
  return headers;
}
