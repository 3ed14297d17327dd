import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, HTTPMethods } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { SUCCESS_CODE, routerPath } from '@scf/api/contract';
import { bootData } from './modules/config';
import { ApiError, SYSTEM_ERROR, fail } from './platform/api-error';
import type { Clock } from './platform/clock';
import type { OssConfig } from './modules/files';
import { systemClock } from './platform/clock';
import type { Db } from './platform/db/db';
import { oneReplicaAtATime } from './platform/db/one-replica';
import { sweepIdempotency } from './platform/http/idempotency';
import { createPlatformServices } from './platform/http/platform-services';
import type { PlatformServices } from './platform/http/platform-services';
import { registerBenchFloor } from './platform/http/bench-floor';
import { registerPortal } from './platform/http/portal';
import { assetFirstServer } from './platform/http/asset-server';
import { PortalAssets } from './platform/http/portal-assets';
import { MULTIPART_LIMITS } from './platform/http/multipart';
import { registerInputBoundary } from './platform/http/input-boundary';
import { loggableError } from './platform/http/loggable-error';
import { registerApiRoute } from './platform/http/register-route';
import { commonHeaders, registerSecurityHeaders } from './platform/http/security-headers';
import { sweepCaptchas } from './platform/security/captcha';
import { CLIENT_LIMITS, registerClientLimits } from './platform/security/client-limits';
import { buildOpenApiDocument } from './platform/openapi/document';
import { registerOpenApi } from './platform/openapi/route';
import { registerLiveEvents } from './platform/live/live-route';
import type { LiveHub } from './platform/live/live-hub';
import { sweepChallenges } from './platform/signing/challenge-store';
import { API_ROUTES, SERVER_MODULES, installModuleFlows } from './server-modules';
import { DEMO_BANK_CA_CERT_DER_B64 } from './platform/signing/demo-ukeys';

export interface BuildAppOptions {
  /** A migrated (and, for the demo, seeded) database. The caller closes it. */
  db: Db;
  clock?: Clock;
  /** Pinned business date `YYYY-MM-DD`; default today in Asia/Shanghai. */
  businessDate?: string | undefined;
  /** Pinned business time of day `HH:MM` (the jobs' slots); default now in Asia/Shanghai. */
  businessTime?: string | undefined;
  portalDir: string;
  /** TLS is terminated here or by a trusted proxy: Secure cookies, HSTS. */
  trustProxyTls?: boolean;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY): a hop count or the proxies' addresses; default none, the socket's
   * address is the client. Never every proxy: the left-most address is whatever the client wrote (issue 26 item 7).
   */
  trustProxy?: false | number | readonly string[];
  allowedOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** How often expired sessions, nonces, challenges and idempotency keys are swept (ms); 0 disables the timer. */
  sweepIntervalMs?: number;
  /** The signing switch (default on): off means no Ukey, dummy signature values accepted (spec §4). */
  signingEnabled?: boolean;
  /** Origin of the local Ukey agent the portal calls (CSP connect-src); none when the platform uses no agent. */
  ukeyAgentOrigin?: string | undefined;
  /** The file store's S3-compatible bucket (post policies with `useOss: true`); none keeps files in the database. */
  oss?: OssConfig | null | undefined;
  /** The bank CA certificates (DER, base64) bound Ukeys must chain to; default the demo CCB CA (ADR 0024). */
  bankCaCerts?: readonly string[];
  /** The demo tools (模拟短信 …, domain-lines.md §14A.3); default off. */
  demoTools?: boolean;
  /** The ledger's floor route for the bench (BENCH_FLOOR=1, never in production mode: start-mode.ts); default off. */
  benchFloor?: boolean;
  /** Silence between a live event stream's heartbeats (LIVE_HEARTBEAT_MS); default the hub's 15 s. */
  liveHeartbeatMs?: number | undefined;
}

/** A registered route's method and URL, as Fastify has it (the route-table test compares them with the contract). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export type ScfApp = FastifyInstance & { services: PlatformServices; registeredRoutes: readonly RegisteredRoute[]; live: LiveHub };

function setErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ code: error.code, message: error.message, data: null });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: fail.badRequest().code, message: fail.badRequest().message, data: null });
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.code(SYSTEM_ERROR.status).send({ code: SYSTEM_ERROR.code, message: SYSTEM_ERROR.message, data: null });
  });
  app.setNotFoundHandler((_request, reply) => {
    const e = fail.notFound();
    return reply.code(404).send({ code: e.code, message: e.message, data: null });
  });
}

/** The modules' jobs, in module order; one that fails is logged and the next still runs. */
async function runJobs(app: FastifyInstance, db: Db, now: number, services: PlatformServices): Promise<void> {
  const businessDate = services.businessDate();
  const businessTime = services.businessTime();
  for (const job of SERVER_MODULES.flatMap((m) => m.jobs ?? [])) {
    await oneReplicaAtATime(db, `job:${job.name}`, () => job.run(db, now, businessDate, businessTime)).catch((err: unknown) =>
      app.log.warn({ err, job: job.name }, 'job failed'),
    );
  }
}

function startSweeps(app: FastifyInstance, db: Db, clock: Clock, services: PlatformServices, interval: number): void {
  if (interval <= 0) return;
  const timer = setInterval(() => {
    const now = clock.now();
    Promise.all([
      services.nonces.sweep(now),
      services.sessions.sweep(now),
      services.throttle.sweep(now),
      sweepCaptchas(db, now),
      sweepChallenges(db, now),
      sweepIdempotency(db, now),
      // The modules' jobs follow the business date (sign deadline, 兑付, expired codes and policies).
      runJobs(app, db, now, services),
    ]).catch((err: unknown) => app.log.warn({ err }, 'sweep failed'));
  }, interval);
  // The jobs follow the business date: a server started on a later date settles it at once, not a sweep later.
  void runJobs(app, db, clock.now(), services);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many hops nearest the server (proxy-addr's rule). */
function fastifyTrustProxy(value: BuildAppOptions['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === false) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return [...value];
}

/** The platform server with every route and check; `listen` or `inject` is up to the caller. */
export async function buildApp(options: BuildAppOptions): Promise<ScfApp> {
  // Every module's business types run on the applications engine (design.md §5.12).
  installModuleFlows();
  const clock = options.clock ?? systemClock;
  const { db } = options;
  const tls = options.trustProxyTls ?? false;
  const services = await createPlatformServices(db, {
    clock,
    businessDate: options.businessDate,
    businessTime: options.businessTime,
    secureCookies: tls,
    allowedOrigins: options.allowedOrigins ?? [],
    signingEnabled: options.signingEnabled ?? true,
    // The portal posts uploads straight to the bucket (useOss: true): its origin joins connect-src.
    cspConnectOrigins: [
      ...(options.ukeyAgentOrigin ? [options.ukeyAgentOrigin] : []),
      ...(options.oss?.endpoint ? [new URL(options.oss.endpoint).origin] : []),
    ],
    oss: options.oss,
    bankCaCerts: options.bankCaCerts ?? [DEMO_BANK_CA_CERT_DER_B64],
    demoTools: options.demoTools ?? false,
  });

  // The hashed assets are answered from memory (portal-assets.ts), on the socket before Fastify (asset-server.ts).
  const assets = await PortalAssets.load(options.portalDir);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 1024 * 1024,
    serverFactory: assetFirstServer(assets, () => commonHeaders(clock, tls)),
  });
  // Sessions are kept in memory while the database's notifications say when they end (docs/adr/0018).
  const stopSessionNotifications = await services.sessions.listen();
  app.addHook('onClose', async () => stopSessionNotifications());
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of ([] as HTTPMethods[]).concat(route.method)) if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
  });
  await app.register(fastifyCookie);
  await registerClientLimits(app, db, clock);
  // The other files of the build from disk, where the portal build writes .br and .gz beside each one: send the smallest
  // the client accepts.
  await app.register(fastifyStatic, { root: options.portalDir, serve: false, cacheControl: false, preCompressed: true });

  // Keep every body as the exact string received: the request signature is computed over it, and JSON is
  // parsed only after the guard has accepted the request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // Uploads (`/v1/files?fileName`) stream their one file part to the handler, which caps its size as it reads.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  registerSecurityHeaders(app, clock, tls);
  registerInputBoundary(app);
  setErrorHandlers(app);

  // Live pages (issue 34): one event stream per page session, fed by the database's notifications.
  const live = await registerLiveEvents(app, { db, clock, services, hub: { heartbeatMs: options.liveHeartbeatMs } });
  app.get('/healthz', async () => ({ code: SUCCESS_CODE, message: '', data: 'ok' }));
  // Readiness for a load balancer (deploy/nginx.conf, docs/deploy.md): the server listens only after its migrations ran,
  // and it must hear the session notifications, or a session ended on another replica would still pass here (and the
  // live pages' notices, or its open pages would miss the other replicas' changes).
  app.get('/readyz', async (_request, reply) =>
    services.sessions.hearsOtherReplicas && live.isListening
      ? { code: SUCCESS_CODE, message: '', data: 'ready' }
      : reply.code(503).send({ code: 'NOT_READY', message: '服务暂不可用，请稍后再试', data: null }),
  );
  for (const route of API_ROUTES) registerApiRoute(app, route, { db, clock, services });
  // The contract's document of what is served (issue 34 item 4), built on its first request.
  const limited = (route: (typeof API_ROUTES)[number]) => `${route.endpoint.method} ${routerPath(route.endpoint.path)}` in CLIENT_LIMITS;
  registerOpenApi(app, () => buildOpenApiDocument(API_ROUTES, { limited }));
  if (options.benchFloor) await registerBenchFloor(app, db);
  registerPortal(app, { portalDir: options.portalDir, clock, services, assets, bootData: () => bootData(db) });
  startSweeps(app, db, clock, services, options.sweepIntervalMs ?? 60_000);

  app.decorate('services', services);
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('live', live);
  return app as unknown as ScfApp;
}
