import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, HEADER, NONCE_PATTERN, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS, queryPairs, requestSign } from '@scf/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import type { AppServices } from '../services/app-services';
import { checkAccess } from './access-check';
import { setSessionCookies } from './cookies';
import type { SessionState } from './session-store';
import { mintXsrfToken, verifyXsrf } from './xsrf';

export interface GuardDeps {
  db: Db;
  clock: Clock;
  services: AppServices;
}

export interface Guarded {
  session: SessionState | null;
  body: unknown;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Cross-site and foreign-origin writes never reach a handler (security.md §1.2 steps 1–2). */
function checkSite(req: FastifyRequest, services: AppServices): void {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw fail.crossSite();
  const origin = header(req, 'origin');
  if (origin === undefined) return;
  const own = `${req.protocol}://${req.host}`;
  if (origin !== own && !services.allowedOrigins.includes(origin)) throw fail.crossSite();
}

/** JSON only (4.0.3 V13.1.5): a form or text/plain post is how a cross-site page would try without preflight. */
function checkContentType(req: FastifyRequest, raw: string): void {
  const type = header(req, 'content-type');
  if (type === undefined && raw === '') return;
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase();
  if (mime !== 'application/json') throw fail.contentType();
}

function checkIntegrity(req: FastifyRequest, raw: string, now: number): { nonce: string; timestamp: number } {
  if (header(req, HEADER.systemType) !== SYSTEM_TYPE) throw fail.badRequest('不支持的客户端类型');
  const tsText = header(req, HEADER.timestamp) ?? '';
  if (!/^\d{1,15}$/.test(tsText)) throw fail.badRequest('缺少请求时间戳');
  const timestamp = Number(tsText);
  if (Math.abs(now - timestamp) > TIMESTAMP_WINDOW_MS) throw fail.clockSkew();
  const nonce = header(req, HEADER.nonce) ?? '';
  if (!NONCE_PATTERN.test(nonce)) throw fail.badRequest('缺少请求随机数');
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? '' : req.url.slice(q + 1);
  // The body is the exact string received (kept by the raw parser), so any altered byte changes the digest.
  if (header(req, HEADER.sign) !== requestSign(path, queryPairs(search), raw)) throw fail.signMismatch();
  return { nonce, timestamp };
}

function parseBody(route: ApiRoute, raw: string): unknown {
  let json: unknown = undefined;
  if (raw !== '') {
    try {
      json = JSON.parse(raw);
    } catch {
      throw fail.badRequest('请求体不是合法的 JSON');
    }
  }
  if (!route.body) {
    const empty = json === undefined || (typeof json === 'object' && json !== null && !Array.isArray(json) && Object.keys(json).length === 0);
    if (!empty) throw fail.badRequest();
    return undefined;
  }
  const parsed = route.body.safeParse(json);
  if (!parsed.success) throw fail.badRequest();
  return parsed.data;
}

/**
 * Every check of security.md §1.2, §1.8–§1.10 in order, before the handler runs, so a rejected request
 * changes nothing (the nonce is claimed last, once everything else passed).
 */
export async function guardRequest(route: ApiRoute, req: FastifyRequest, reply: FastifyReply, deps: GuardDeps): Promise<Guarded> {
  const now = deps.clock.now();
  const raw = typeof req.body === 'string' ? req.body : '';
  const mutating = req.method !== 'GET' && req.method !== 'HEAD';
  if (mutating) {
    checkSite(req, deps.services);
    checkContentType(req, raw);
  }
  const { nonce, timestamp } = checkIntegrity(req, raw, now);

  const sessions = deps.services.sessions;
  let session = await sessions.load(req.cookies[COOKIE.session], now);
  if (!session && route.startsSession) {
    session = await sessions.create(now);
    setSessionCookies(reply, session.sid, mintXsrfToken(deps.services.secrets.xsrfKey, session.sid), deps.services.secureCookies);
  }
  // An expired or missing login is a 401 (the portal goes to login) before any other session check.
  if (route.access !== 'public' && !session?.userId) throw fail.unauthenticated();
  if (mutating && route.xsrf !== false) {
    if (!session || !verifyXsrf(deps.services.secrets.xsrfKey, session.sid, header(req, HEADER.xsrf), req.cookies[COOKIE.xsrf])) throw fail.xsrf();
  }
  await checkAccess(route, req, session, { db: deps.db, tokenKey: deps.services.secrets.xsrfKey });
  const body = parseBody(route, raw);
  if (!(await deps.services.nonces.claim(nonce, timestamp))) throw fail.replay();
  if (session) await sessions.touch(session, now);
  return { session, body };
}
