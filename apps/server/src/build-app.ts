import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { SUCCESS_CODE } from '@scf/api/contract';
import { resolveBusinessDate } from './business-date';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Db } from './db/db';
import { ApiError, SYSTEM_ERROR, fail } from './http/api-error';
import { registerPortal } from './http/portal';
import type { ApiRoute } from './http/route-def';
import { registerSecurityHeaders } from './http/security-headers';
import { API_ROUTES } from './routes/route-table';
import { LoginThrottle } from './security/login-throttle';
import { NonceStore } from './security/nonce-store';
import { guardRequest } from './security/request-guard';
import { loadSecrets } from './security/secrets';
import { SessionStore } from './security/session-store';
import { sweepChallenges } from './signing/challenge-store';
import { loadTestCa } from './signing/test-ca';
import type { AppServices } from './services/app-services';

export interface BuildAppOptions {
  /** A migrated (and, for the demo, seeded) database. The caller closes it. */
  db: Db;
  clock?: Clock;
  /** Pinned business date `YYYY-MM-DD`; default today in Asia/Shanghai. */
  businessDate?: string | undefined;
  portalDir: string;
  /** TLS is terminated here or by a trusted proxy: Secure cookies, HSTS, X-Forwarded-Proto honoured. */
  trustProxyTls?: boolean;
  allowedOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** How often expired sessions and nonces are swept (ms); 0 disables the timer (tests sweep by hand). */
  sweepIntervalMs?: number;
  /** The signing switch (default on): off means no Ukey, dummy signature values accepted (spec §4). */
  signingEnabled?: boolean;
  /** Origin of the local Ukey agent the portal calls (CSP connect-src); none when the platform uses no agent. */
  ukeyAgentOrigin?: string | undefined;
}

export type ScfApp = FastifyInstance & { services: AppServices };

function registerApiRoute(app: FastifyInstance, route: ApiRoute, deps: { db: Db; clock: Clock; services: AppServices }): void {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const { session, body } = await guardRequest(route, request, reply, deps);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const data = await route.handler({ body, query, session, request, reply, ...deps });
      // Conform to the contract on the way out; a mismatch is a server bug and becomes the generic error.
      const checked = route.response ? route.response.parse(data) : data;
      return reply.send({ code: SUCCESS_CODE, message: '', data: checked ?? null });
    },
  });
}

/** The platform server with every route and check; `listen` or `inject` is up to the caller. */
export async function buildApp(options: BuildAppOptions): Promise<ScfApp> {
  const clock = options.clock ?? systemClock;
  const { db } = options;
  const tls = options.trustProxyTls ?? false;
  const secrets = await loadSecrets(db);
  const services: AppServices = {
    sessions: new SessionStore(db),
    nonces: new NonceStore(db),
    throttle: new LoginThrottle(db),
    secrets,
    secureCookies: tls,
    allowedOrigins: options.allowedOrigins ?? [],
    businessDate: () => resolveBusinessDate(options.businessDate, clock.now()),
    signingEnabled: options.signingEnabled ?? true,
    cspConnectOrigins: options.ukeyAgentOrigin ? [options.ukeyAgentOrigin] : [],
    testCa: await loadTestCa(db),
  };

  const app = Fastify({ logger: options.logger ?? false, trustProxy: tls, bodyLimit: 1024 * 1024 });
  await app.register(fastifyCookie);
  // The portal build writes .br and .gz beside each asset; send the smallest the client accepts.
  await app.register(fastifyStatic, { root: options.portalDir, serve: false, cacheControl: false, preCompressed: true });

  // Keep every body as the exact string received: the request signature is computed over it, and JSON is
  // parsed only after the guard has accepted the request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  registerSecurityHeaders(app, clock, tls);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ code: error.code, message: error.message, data: null });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: fail.badRequest().code, message: fail.badRequest().message, data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(SYSTEM_ERROR.status).send({ code: SYSTEM_ERROR.code, message: SYSTEM_ERROR.message, data: null });
  });
  app.setNotFoundHandler((_request, reply) => {
    const e = fail.notFound();
    return reply.code(404).send({ code: e.code, message: e.message, data: null });
  });

  app.get('/healthz', async () => ({ code: SUCCESS_CODE, message: '', data: 'ok' }));
  for (const route of API_ROUTES) registerApiRoute(app, route, { db, clock, services });
  registerPortal(app, { portalDir: options.portalDir, clock, services });

  const interval = options.sweepIntervalMs ?? 60_000;
  if (interval > 0) {
    const timer = setInterval(() => {
      const now = clock.now();
      Promise.all([services.nonces.sweep(now), services.sessions.sweep(now), sweepChallenges(db, now)]).catch((err: unknown) => app.log.warn({ err }, 'sweep failed'));
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.decorate('services', services);
  return app as unknown as ScfApp;
}
