import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { COOKIE, HEADER, SYSTEM_TYPE, allEndpoints, authEndpoints, fillPath, queryPairs, requestSign } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import type { ScfApp } from '../../src/build-app';
import type { FakeClock } from './fake-clock';

export interface CallOptions {
  /** Send this exact body string instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string | null;
  /** Headers to add or override (a `null` value removes the header). */
  headers?: Record<string, string | null>;
  /** Shift X-Timestamp from the server clock by this many ms. */
  skewMs?: number;
  nonce?: string;
  /** Compute X-Sign over this body instead of the one sent (to prove tampering is caught). */
  signBody?: string;
  noXsrf?: boolean;
  noToken?: boolean;
  /**
   * The `Idempotency-Key` of a call to an idempotent endpoint: by default a fresh one per call, as the portal's
   * client does per operation; pass one to retry an operation, or null to send none.
   */
  idempotencyKey?: string | null;
}

/** What `callEndpoint` takes: path parameters, query and body as the endpoint declares them. */
export interface EndpointCallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface CallResult {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: { code: string; message: string; data: unknown };
  res: LightMyRequestResponse;
}

export const DEMO_PASSWORD = 'Demo@2025a';

export const newNonce = () => randomBytes(16).toString('hex');

// The contract's endpoints by method and path pattern, to know which calls are idempotent (as the client knows).
const ENDPOINT_PATTERNS = allEndpoints().map(({ endpoint }) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

export const endpointOf = (method: string, path: string): AnyEndpoint | undefined =>
  ENDPOINT_PATTERNS.find((e) => e.endpoint.method === method && e.pattern.test(path))?.endpoint;

/**
 * A browser-like caller: keeps cookies, sends the headers of design.md §3 signed with the shared
 * `requestSign`, and logs in through the real flow (public key → OAEP-SHA256 password → login → token).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    private readonly app: ScfApp,
    private readonly clock: FakeClock,
  ) {}

  absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: 'GET' | 'POST', url: string, body?: unknown, o: CallOptions = {}): Promise<CallResult> {
    const payload = o.raw ?? (method === 'GET' || body === undefined ? '' : JSON.stringify(body));
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q + 1);
    const headers: Record<string, string> = {
      [HEADER.systemType]: SYSTEM_TYPE,
      [HEADER.nonce]: o.nonce ?? newNonce(),
      [HEADER.timestamp]: String(this.clock.now() + (o.skewMs ?? 0)),
      [HEADER.sign]: requestSign(path, queryPairs(search), o.signBody ?? payload),
    };
    if (payload !== '' && o.contentType !== null) headers['content-type'] = o.contentType ?? 'application/json';
    if (payload === '' && o.contentType) headers['content-type'] = o.contentType;
    const xsrf = this.cookies.get(COOKIE.xsrf);
    if (method !== 'GET' && xsrf && !o.noXsrf) headers[HEADER.xsrf] = xsrf;
    if (this.token && !o.noToken) headers[HEADER.authorization] = `Bearer ${this.token}`;
    if (endpointOf(method, path)?.idempotent && o.idempotencyKey !== null) headers[HEADER.idempotencyKey] = o.idempotencyKey ?? newNonce();
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    for (const [k, v] of Object.entries(o.headers ?? {})) {
      if (v === null) delete headers[k.toLowerCase()];
      else headers[k.toLowerCase()] = v;
    }
    const res = await this.app.inject({ method, url, headers, ...(payload !== '' ? { payload } : {}) });
    this.absorb(res);
    const text = res.body;
    const parsed = text.startsWith('{') ? (JSON.parse(text) as CallResult['body']) : { code: '', message: text, data: null };
    return { status: res.statusCode, headers: res.headers, body: parsed, res };
  }

  /** A contract endpoint called as the portal's client calls it: path filled in, a POST without a body sends `{}`. */
  async callEndpoint(endpoint: AnyEndpoint, input: EndpointCallInput = {}, o: CallOptions = {}): Promise<CallResult> {
    const search = new URLSearchParams(input.query ?? {}).toString();
    const url = `${fillPath(endpoint.path, input.params)}${search ? `?${search}` : ''}`;
    return this.call(endpoint.method, url, endpoint.method === 'GET' ? undefined : (input.body ?? {}), o);
  }

  /** The page load: GET /cv3/ starts the anonymous session and sets the anti-forgery cookie. */
  async page(url = '/cv3/'): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({ method: 'GET', url, headers: this.cookies.size ? { cookie: this.cookieHeader() } : {} });
    this.absorb(res);
    return res;
  }

  async encryptPassword(password: string): Promise<{ kid: string; cipher: string }> {
    const keys = await this.callEndpoint(authEndpoints.publicKeys);
    const { kid, publicKey } = keys.body.data as { kid: string; publicKey: string };
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8'));
    return { kid, cipher: cipher.toString('base64') };
  }

  async tryLogin(username: string, password = DEMO_PASSWORD): Promise<CallResult> {
    const { kid, cipher } = await this.encryptPassword(password);
    return this.callEndpoint(authEndpoints.login, { body: { username, password: cipher, kid } });
  }

  /** Full login; throws unless it worked. Returns the home path the server suggests. */
  async login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await this.tryLogin(username, password);
    if (res.body.code !== '0') throw new Error(`login ${username} failed: ${res.body.code} ${res.body.message}`);
    const token = await this.callEndpoint(authEndpoints.token);
    if (token.body.code !== '0') throw new Error(`token for ${username} failed: ${token.body.code}`);
    this.token = (token.body.data as { accessToken: string }).accessToken;
    return (res.body.data as { homePath: string }).homePath;
  }
}
