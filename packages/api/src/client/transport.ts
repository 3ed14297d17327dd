import type * as z from 'zod/mini';
import type { AnyEndpoint, CallArgs, CallOptions, EndpointInput, EndpointResult, HttpMethod } from '../contract/endpoint';
import { fillPath } from '../contract/endpoint';
import { COOKIE, HEADER } from '../contract/headers';
import { documentCookie, readCookie } from './cookie';
import { CLIENT_ERROR_CODE, NetworkError } from './errors';
import { createNonce } from './nonce';
import { parseRequest } from './parse-request';
import { isClockSkew, isUnauthorizedStatus, parseEnvelope, readEnvelope } from './read-envelope';
import { ERROR_CODE } from '../contract/envelope';
import { buildRequestHeaders } from './request-headers';
import { DEFAULT_RETURN_ADDRESS, safeReturnAddress } from '../contract/return-address';
import { ServerClock } from './server-clock';
import { TokenStore } from './token-store';
import { UnauthorizedGate } from './unauthorized-gate';

export interface ClientOptions {
  /** '' = same origin (default). */
  baseUrl?: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Called once (single-flight) on 401/403 with a validated same-origin return address (pathname+search+hash). */
  onUnauthorized?: (returnTo: string) => void;
  /** Called when the server answers PRODUCT_NOT_OPEN (the corporation has not opened the call's product); the call still throws. */
  onProductNotOpen?: () => void;
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

/** The network core: every endpoint of the contract goes through `call`. */
export interface Transport {
  /**
   * Calls one endpoint: validates the input with the endpoint's schemas (nothing is sent when it does not fit),
   * builds the headers of design.md §3, serialises the body once, parses the envelope and the response schema,
   * throws typed errors. An idempotent endpoint gets a fresh Idempotency-Key unless the caller passes one.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E, CallOptions>): Promise<EndpointResult<E>>;
  /** An absolute-or-relative URL of a GET endpoint, for links the browser follows itself (downloads). */
  url<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E, never>): string;
  setToken(token: string | null): void;
  getToken(): string | null;
  /**
   * Resolves once no call of this client is waiting for its answer, or after `maxMs`. A logout waits for it: a read
   * still in flight when the server ends the session would be answered 401 for a session the user just closed.
   */
  idle(maxMs: number): Promise<void>;
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

  let inFlight = 0;
  let whenIdle: Array<() => void> = [];
  const settled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const waiting = whenIdle;
    whenIdle = [];
    for (const resolve of waiting) resolve();
  };

  const returnAddress = () => {
    const loc = location();
    return safeReturnAddress(`${loc.pathname}${loc.search}${loc.hash}`, PLACEHOLDER_ORIGIN) ?? DEFAULT_RETURN_ADDRESS;
  };

  const url = (path: string, query?: Record<string, string>) => {
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    return `${baseUrl}${path}${search}`;
  };

  async function send<T>(
    method: HttpMethod,
    path: string,
    query: Record<string, string>,
    body: { json: string } | { form: FormData } | null,
    schema: z.ZodMiniType<T>,
    idempotencyKey: string | undefined,
  ): Promise<T> {
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
      inFlight += 1;
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
        settled();
      }
      const env = parseEnvelope(text);
      if (!clock.hasLearned || isClockSkew(res.status, env)) clock.learn(res.headers.get(HEADER.serverTime));
      if (isClockSkew(res.status, env) && attempt === 0) continue;
      if (isUnauthorizedStatus(res.status)) {
        tokens.set(null);
        gate.trigger(returnAddress);
      }
      if (env?.code === ERROR_CODE.productNotOpen) options.onProductNotOpen?.();
      return readEnvelope(res.status, env, schema);
    }
  }

  /** Path and query of an endpoint call, both validated by the endpoint's schemas. */
  function target(endpoint: AnyEndpoint, input: Partial<Record<'params' | 'query' | 'body', unknown>>): { path: string; query: Record<string, string> } {
    const params = parseRequest(endpoint.params, input.params ?? {});
    const query = endpoint.query ? (parseRequest(endpoint.query as z.ZodMiniType, input.query ?? {}) as Record<string, unknown>) : {};
    const pairs = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)] as const);
    return { path: fillPath(endpoint.path, params as Record<string, string>), query: Object.fromEntries(pairs) };
  }

  return {
    async call(endpoint, ...args) {
      const input = (args[0] ?? {}) as Partial<Record<'params' | 'query' | 'body' | 'form', unknown>>;
      const opts: CallOptions = args[1] ?? {};
      const { path, query } = target(endpoint, input);
      const idempotencyKey = endpoint.idempotent ? (opts.idempotencyKey ?? createNonce(options.random)) : opts.idempotencyKey;
      if (endpoint.multipart) {
        if (!(input.form instanceof FormData)) throw new TypeError(`${endpoint.path}: a FormData is required`);
        return send('POST', path, query, { form: input.form }, endpoint.response, idempotencyKey);
      }
      const body = endpoint.body ? parseRequest(endpoint.body as z.ZodMiniType, input.body) : undefined;
      // Serialised once: the same string is signed and sent. POST without a body sends `{}` (JSON routes need one).
      const json = endpoint.method === 'GET' ? null : { json: JSON.stringify(body ?? {}) };
      return send(endpoint.method, path, query, json, endpoint.response, idempotencyKey) as Promise<EndpointResult<typeof endpoint>>;
    },
    url(endpoint, ...args) {
      const { path, query } = target(endpoint, (args[0] ?? {}) as EndpointInput<typeof endpoint>);
      return url(path, query);
    },
    setToken(token) {
      tokens.set(token);
      // A new login may redirect again on the next 401.
      if (token !== null) gate.reset();
    },
    getToken: () => tokens.get(),
    idle(maxMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        whenIdle.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
