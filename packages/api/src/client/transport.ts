import type { z } from 'zod';
import { COOKIE, HEADER } from '../contract/headers';
import { documentCookie, readCookie } from './cookie';
import { CLIENT_ERROR_CODE, NetworkError } from './errors';
import { createNonce } from './nonce';
import { isClockSkew, isUnauthorizedStatus, parseEnvelope, readEnvelope } from './read-envelope';
import { buildRequestHeaders } from './request-headers';
import { DEFAULT_RETURN_ADDRESS, safeReturnAddress } from './return-address';
import { ServerClock } from './server-clock';
import { TokenStore } from './token-store';
import { UnauthorizedGate } from './unauthorized-gate';

export type HttpMethod = 'GET' | 'POST';

export interface CallOptions<T> {
  body?: unknown;
  query?: Record<string, string>;
  schema: z.ZodType<T>;
  /** One per logical operation; a retry reuses it while the nonce changes (security.md §1.8). */
  idempotencyKey?: string;
}

export interface ClientOptions {
  /** '' = same origin (default). */
  baseUrl?: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Called once (single-flight) on 401/403 with a validated same-origin return address (pathname+search+hash). */
  onUnauthorized?: (returnTo: string) => void;
  /** Current location used for the return address; default window.location. */
  location?: () => { pathname: string; search: string; hash: string };
  /** Clock, for tests. */
  now?: () => number;
  /** A JSON call still unanswered after this many ms fails as a NetworkError `TIMEOUT` (default 30 s; uploads never time out). */
  timeoutMs?: number;
  /** @internal CSPRNG source, for golden tests. */
  random?: (bytes: Uint8Array) => Uint8Array;
  /** @internal `document.cookie` source, for tests outside a browser. */
  cookie?: () => string;
  /** @internal token storage; default sessionStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** The network core every endpoint group is built on. */
export interface Transport {
  call<T>(method: HttpMethod, path: string, opts: CallOptions<T>): Promise<T>;
  /** Multipart upload: the body is not hashed, so it is signed with body '' (design.md §3). */
  upload<T>(path: string, query: Record<string, string>, form: FormData, schema: z.ZodType<T>): Promise<T>;
  /** An absolute-or-relative URL for links the browser follows itself (downloads). */
  url(path: string, query?: Record<string, string>): string;
  setToken(token: string | null): void;
  getToken(): string | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

// Only used to split a path into pathname and to resolve relative base URLs; never fetched.
const PLACEHOLDER_ORIGIN = 'http://client.invalid';

function browserLocation() {
  const loc = (globalThis as { location?: Location }).location;
  return { pathname: loc?.pathname ?? '/', search: loc?.search ?? '', hash: loc?.hash ?? '' };
}

export function createTransport(options: ClientOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = new ServerClock(options.now ?? Date.now);
  const tokens = new TokenStore(options.storage === undefined ? undefined : options.storage);
  const gate = new UnauthorizedGate(options.onUnauthorized);
  const cookie = options.cookie ?? documentCookie;
  const location = options.location ?? browserLocation;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const returnAddress = () => {
    const loc = location();
    return safeReturnAddress(`${loc.pathname}${loc.search}${loc.hash}`, PLACEHOLDER_ORIGIN) ?? DEFAULT_RETURN_ADDRESS;
  };

  const url = (path: string, query?: Record<string, string>) => {
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    return `${baseUrl}${path}${search}`;
  };

  async function send<T>(method: HttpMethod, path: string, query: Record<string, string>, body: { json: string } | { form: FormData } | null, schema: z.ZodType<T>, idempotencyKey: string | undefined): Promise<T> {
    const target = url(path, query);
    const pathname = new URL(target, PLACEHOLDER_ORIGIN).pathname;
    const signedBody = body && 'json' in body ? body.json : '';
    for (let attempt = 0; ; attempt++) {
      const headers = buildRequestHeaders({
        path: pathname,
        query: Object.entries(query),
        body: signedBody,
        xsrfToken: readCookie(cookie(), COOKIE.xsrf),
        token: tokens.get(),
        // A new nonce per attempt: the retry is a new HTTP request of the same operation.
        nonce: createNonce(options.random),
        timestamp: clock.now(),
        idempotencyKey,
        json: body !== null && 'json' in body,
      });
      const isUpload = body !== null && 'form' in body;
      const abort = new AbortController();
      const timer = isUpload ? undefined : setTimeout(() => abort.abort(), timeoutMs);
      let res: Response;
      let text: string;
      try {
        res = await fetchFn(target, {
          method,
          headers,
          body: body === null ? undefined : 'json' in body ? body.json : body.form,
          credentials: 'include',
          signal: abort.signal,
        });
        text = await res.text().catch(() => '');
      } catch (cause) {
        throw new NetworkError(abort.signal.aborted ? CLIENT_ERROR_CODE.timeout : CLIENT_ERROR_CODE.fetchFailed, 0, { cause });
      } finally {
        clearTimeout(timer);
      }
      const env = parseEnvelope(text);
      if (!clock.hasLearned || isClockSkew(res.status, env)) clock.learn(res.headers.get(HEADER.serverTime));
      if (isClockSkew(res.status, env) && attempt === 0) continue;
      if (isUnauthorizedStatus(res.status)) {
        tokens.set(null);
        gate.trigger(returnAddress);
      }
      return readEnvelope(res.status, env, schema);
    }
  }

  return {
    call(method, path, opts) {
      // Serialised once: the same string is signed and sent. POST without a body sends `{}` (JSON routes need one).
      const body = method === 'GET' ? null : { json: JSON.stringify(opts.body ?? {}) };
      return send(method, path, opts.query ?? {}, body, opts.schema, opts.idempotencyKey);
    },
    upload(path, query, form, schema) {
      return send('POST', path, query, { form }, schema, undefined);
    },
    url,
    setToken(token) {
      tokens.set(token);
      // A new login may redirect again on the next 401.
      if (token !== null) gate.reset();
    },
    getToken: () => tokens.get(),
  };
}
