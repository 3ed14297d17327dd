import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, HEADER, NONCE_PATTERN, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS, queryPairs, requestSign } from '@scf/api/contract';
import type { AnyEndpoint, ProductCode } from '@scf/api/contract';
import { fail } from '../api-error';
import type { Queryable } from '../db/db';
import { checkAccess, checkGrantedMenu } from './access-check';
import { checkProductAvailable, productOfRequest } from './product-availability';
import type { AccessRule } from './access-check';
import { loadActor } from './actor';
import { checkRealname, isBusinessMutation } from './realname-gate';
import { grantedMenuPaths } from './granted-menus';
import type { Actor } from './actor';
import { readSessionCookie, setSessionCookies } from './cookies';
import { idempotencyClaim } from './idempotency-key';
import type { IdempotencyClaim } from './idempotency-key';
import type { NonceStore } from './nonce-store';
import { parseRequestInput } from './request-input';
import type { RequestInput } from './request-input';
import type { ServerSecrets } from './secrets';
import type { SessionState, SessionStore } from './session-store';
import { mintXsrfToken, verifyXsrf } from './xsrf';

/** What the guard knows of a route: its endpoint, its access rule and its session flags. */
export interface GuardedRoute extends AccessRule {
  endpoint: AnyEndpoint;
  /**
   * Anti-forgery token required (default for POST). Off only for public read-only calls the login page makes
   * before it holds a token; they change nothing but may start the anonymous session.
   */
  xsrf?: boolean | undefined;
  /** Start an anonymous session (and its anti-forgery cookie) when the caller has none. */
  startsSession?: boolean | undefined;
  /**
   * A GET the browser makes itself (a download link, the `<img>` of a snapshot): it cannot carry the signed API
   * headers, so only the session cookie and the site check apply. Reads only; never a state change.
   */
  link?: boolean | undefined;
}

export interface GuardDeps {
  db: Queryable;
  sessions: SessionStore;
  nonces: NonceStore;
  secrets: ServerSecrets;
  secureCookies: boolean;
  /** Origins besides the request's own that may send state-changing requests. */
  allowedOrigins: readonly string[];
}

export interface Guarded {
  session: SessionState | null;
  /** Loaded once here for every non-public route; null on public ones. */
  actor: Actor | null;
  input: RequestInput;
  /** Present exactly when the endpoint is idempotent. */
  idempotency: IdempotencyClaim | null;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Cross-site and foreign-origin writes never reach a handler (security.md §1.2 steps 1–2). */
function checkSite(req: FastifyRequest, allowedOrigins: readonly string[]): void {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw fail.crossSite();
  const origin = header(req, 'origin');
  if (origin === undefined) return;
  const own = `${req.protocol}://${req.host}`;
  if (origin !== own && !allowedOrigins.includes(origin)) throw fail.crossSite();
}

/**
 * JSON only (4.0.3 V13.1.5): a form or text/plain post is how a cross-site page would try without preflight. An upload
 * endpoint takes multipart and nothing else (its body is signed as '', design.md §3; the anti-forgery header still
 * keeps a cross-site form out).
 */
function checkContentType(req: FastifyRequest, raw: string, multipart: boolean): void {
  const type = header(req, 'content-type');
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase();
  if (multipart) {
    if (mime !== 'multipart/form-data' || raw !== '') throw fail.contentType();
    return;
  }
  if (type === undefined && raw === '') return;
  if (mime !== 'application/json') throw fail.contentType();
}

interface Signed {
  /** null on a link GET, which carries none. */
  nonce: string | null;
  timestamp: number;
  path: string;
  pairs: Array<[string, string]>;
}

function checkIntegrity(req: FastifyRequest, raw: string, now: number): Signed {
  if (header(req, HEADER.systemType) !== SYSTEM_TYPE) throw fail.badRequest('不支持的客户端类型');
  const tsText = header(req, HEADER.timestamp) ?? '';
  if (!/^\d{1,15}$/.test(tsText)) throw fail.badRequest('缺少请求时间戳');
  const timestamp = Number(tsText);
  if (Math.abs(now - timestamp) > TIMESTAMP_WINDOW_MS) throw fail.clockSkew();
  const nonce = header(req, HEADER.nonce) ?? '';
  if (!NONCE_PATTERN.test(nonce)) throw fail.badRequest('缺少请求随机数');
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const pairs = queryPairs(q < 0 ? '' : req.url.slice(q + 1));
  // The body is the exact string received (kept by the raw parser), so any altered byte changes the digest.
  if (header(req, HEADER.sign) !== requestSign(path, pairs, raw)) throw fail.signMismatch();
  return { nonce, timestamp, path, pairs };
}

/** A link GET: no signed headers to check and no nonce to claim; never from another site. */
function linkRequest(req: FastifyRequest, allowedOrigins: readonly string[]): Signed {
  checkSite(req, allowedOrigins);
  const q = req.url.indexOf('?');
  return { nonce: null, timestamp: 0, path: q < 0 ? req.url : req.url.slice(0, q), pairs: queryPairs(q < 0 ? '' : req.url.slice(q + 1)) };
}

/** The caller's session, or a new anonymous one (with its cookies) where the route starts one. */
async function sessionOf(route: GuardedRoute, req: FastifyRequest, reply: FastifyReply, deps: GuardDeps, now: number): Promise<SessionState | null> {
  const session = await deps.sessions.load(readSessionCookie(req, deps.secureCookies), now);
  if (session || !route.startsSession) return session;
  const created = await deps.sessions.create(now);
  setSessionCookies(reply, created.sid, mintXsrfToken(deps.secrets.xsrfKey, created.sid), deps.secureCookies);
  return created;
}

/**
 * What the guard reads of the database for a session, kept with the cached session (SessionStore.derive) until it
 * ends or access changes (migration 0075): a signed read of a cached session sends no statement of its own but its
 * nonce (issue 34 item 3). A refusal is thrown again each time, never kept.
 */
class SessionFacts {
  constructor(
    private readonly session: SessionState,
    private readonly deps: GuardDeps,
    private readonly now: number,
  ) {}

  actor(): Promise<Actor | null> {
    return this.deps.sessions.derive(this.session, 'actor', this.now, () => loadActor(this.deps.db, this.session));
  }

  menus(actor: Actor): () => Promise<readonly string[]> {
    return () => this.deps.sessions.derive(this.session, 'menus', this.now, () => grantedMenuPaths(this.deps.db, actor.corpId, actor.role));
  }

  async productAvailable(actor: Actor, product: ProductCode | undefined): Promise<void> {
    if (!product || product === 'CREDIT') return;
    const check = async () => (await checkProductAvailable(this.deps.db, actor, product), true);
    await this.deps.sessions.derive(this.session, `product:${product}`, this.now, check);
  }

  async realname(route: GuardedRoute, actor: Actor | null): Promise<void> {
    if (!actor || !isBusinessMutation(route)) return;
    const check = async () => (await checkRealname(this.deps.db, route, actor), true);
    await this.deps.sessions.derive(this.session, 'realname', this.now, check);
  }
}

/** The actor of a non-public route: its user must still be active, and a menu route's path granted to its role. */
async function actorOf(route: GuardedRoute, session: SessionState | null, facts: SessionFacts | null): Promise<Actor | null> {
  if (route.access === 'public' || !session || !facts) return null;
  const actor = await facts.actor();
  if (!actor) throw fail.unauthenticated();
  if (typeof route.access === 'object' && 'menu' in route.access) {
    // A product's page: the product must be open to the corporation and the user first (PRODUCT_NOT_OPEN, NOT_WHITELISTED).
    await facts.productAvailable(actor, productOfRequest(route.endpoint.path, route.access.menu, {}));
    await checkGrantedMenu(facts.menus(actor), route.access);
  }
  // Pages of several areas: one granted among them (granted paths count only in the areas the corporation opened).
  if (typeof route.access === 'object' && 'anyMenu' in route.access) await checkGrantedMenu(facts.menus(actor), route.access);
  return actor;
}

/**
 * Every check of security.md §1.2, §1.8–§1.10 in order, before the handler runs, so a rejected request changes
 * nothing: site and content type, integrity, session, anti-forgery, access (the actor is loaded once, here), the
 * endpoint's schemas, the idempotency key; the nonce is claimed last, once everything else passed.
 */
export async function guardRequest(route: GuardedRoute, req: FastifyRequest, reply: FastifyReply, deps: GuardDeps, now: number): Promise<Guarded> {
  const raw = typeof req.body === 'string' ? req.body : '';
  const mutating = req.method !== 'GET' && req.method !== 'HEAD';
  if (mutating) {
    checkSite(req, deps.allowedOrigins);
    checkContentType(req, raw, route.endpoint.multipart);
  }
  const link = route.link === true && !mutating;
  const signed = link ? linkRequest(req, deps.allowedOrigins) : checkIntegrity(req, raw, now);
  const session = await sessionOf(route, req, reply, deps, now);
  // An expired or missing login is a 401 (the portal goes to login) before any other session check.
  if (route.access !== 'public' && !session?.userId) throw fail.unauthenticated();
  if (mutating && route.xsrf !== false) {
    if (!session || !verifyXsrf(deps.secrets.xsrfKey, session.sid, header(req, HEADER.xsrf), req.cookies[COOKIE.xsrf])) throw fail.xsrf();
  }
  checkAccess(route, req, session, deps.secrets.xsrfKey);
  const facts = session ? new SessionFacts(session, deps, now) : null;
  const actor = await actorOf(route, session, facts);
  const input = parseRequestInput(route.endpoint, { params: req.params, pairs: signed.pairs, body: raw });
  // The product the request acts in must be available (domain-lines.md §14A.7); its page is granted in the area of
  // the product the request names (read from its parsed input).
  if (actor && facts) await facts.productAvailable(actor, productOfRequest(route.endpoint.path, undefined, input));
  if (actor && facts && typeof route.access === 'object' && 'productMenu' in route.access) await checkGrantedMenu(facts.menus(actor), route.access, input);
  // No business until the corporation is verified (domain-lines.md §15.4): refused here, so nothing of it is written.
  await facts?.realname(route, actor);
  const idempotency = route.endpoint.idempotent ? idempotencyClaim(req.headers, { path: signed.path, pairs: signed.pairs, body: raw }) : null;
  // A public read the login page makes before it holds a token changes nothing, so a replay of it is harmless: no
  // nonce row for it (issue 12 finding 8, anonymous visitors cost no rows). Everything else claims its nonce.
  const harmlessRead = route.access === 'public' && route.xsrf === false;
  if (signed.nonce !== null && !harmlessRead && !(await deps.nonces.claim(signed.nonce, signed.timestamp))) throw fail.replay();
  if (session) await deps.sessions.touch(session, now);
  return { session, actor, input, idempotency };
}
