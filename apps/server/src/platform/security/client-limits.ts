import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authEndpoints, routerPath } from '@scf/api/contract';
import { ApiError } from '../api-error';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { countClientRequest, peekClientCount, pgRateStore, refundClientCount, sweepClientRates } from './client-rate-store';

/** Where CSP violation reports go (security-headers.ts): public, so it is limited per client too. */
export const CSP_REPORT_PATH = '/csp-report';

interface ClientLimit {
  max: number;
  timeWindow: number;
}

/**
 * Per-client (IP) limits on the calls anyone can make without a session, on top of the per-name lockout and the
 * per-mobile SMS slot (ADR 0012): a login flood from one client (a ceiling well above what people behind one address
 * need; failed logins have their own, lower limit below), SMS codes to many mobiles, report spam. Over the limit the
 * wait doubles with every further request (progressive delay). Malformed requests (400) consume nothing.
 */
export const CLIENT_LIMITS: Readonly<Record<string, ClientLimit>> = {
  [`POST ${routerPath(authEndpoints.login.path)}`]: { max: 300, timeWindow: 60_000 },
  [`POST ${routerPath(authEndpoints.smsCode.path)}`]: { max: 10, timeWindow: 10 * 60_000 },
  [`POST ${CSP_REPORT_PATH}`]: { max: 30, timeWindow: 60_000 },
};

const SWEEP_MS = 5 * 60_000;

/** Failed logins (wrong password, unknown or locked name) one client may make in a window before it must wait. */
export const LOGIN_FAILURE_LIMIT: ClientLimit = { max: 60, timeWindow: 15 * 60_000 };
const failureKey = (client: string) => `login-failure|${client}`;

/**
 * A client over its failed-login limit is refused before any password is checked (and the wait doubles with every
 * further try): a business refusal the login form shows, like the lock of a name.
 */
export async function checkLoginFailures(db: Queryable, client: string, now: number): Promise<void> {
  const { max, timeWindow } = LOGIN_FAILURE_LIMIT;
  if ((await peekClientCount(db, failureKey(client), now)).current < max) return;
  const counted = await countClientRequest(db, failureKey(client), now, timeWindow, max, true);
  throw tooManyRequests(counted.ttl, 200);
}

export async function countLoginFailure(db: Queryable, client: string, now: number): Promise<void> {
  await countClientRequest(db, failureKey(client), now, LOGIN_FAILURE_LIMIT.timeWindow, LOGIN_FAILURE_LIMIT.max, true);
}

/** The key the plugin's store counts a request under (pgRateStore: route, then client). */
const routeKey = (method: string, url: string | undefined, client: string) => `${method} ${url ?? ''}|${client}`;

/** 429 (or a business refusal, 200) with the spec envelope and a Chinese message that says how long to wait. */
export const tooManyRequests = (ttlMs: number, status = 429) =>
  new ApiError(status, 'TOO_MANY_REQUESTS', `请求过于频繁，请${Math.max(1, Math.ceil(ttlMs / 1000))}秒后再试`);

/**
 * `@fastify/rate-limit` on the routes of CLIENT_LIMITS, counted in the database (client_rate) so every replica
 * sees the same count. Register before the routes: the limits attach to routes as they are added.
 */
export async function registerClientLimits(app: FastifyInstance, db: Db, clock: Clock): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const limit = methods.map((m) => CLIENT_LIMITS[`${m} ${route.url}`]).find(Boolean);
    if (limit) route.config = { ...(route.config ?? {}), rateLimit: { ...limit, exponentialBackoff: true } } as typeof route.config;
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: pgRateStore(db, clock),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  // A malformed request (400) sent nothing and checked nothing: it does not count against the client.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 400 || !CLIENT_LIMITS[`${request.method} ${request.routeOptions.url ?? ''}`]) return;
    await refundClientCount(db, routeKey(request.method, request.routeOptions.url, request.ip));
  });
  const timer = setInterval(() => {
    sweepClientRates(db, clock.now()).catch((err: unknown) => app.log.warn({ err }, 'client rate sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
