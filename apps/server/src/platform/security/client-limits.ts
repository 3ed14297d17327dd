import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authEndpoints, registerEndpoints, routerPath, verificationEndpoints } from '@scf/api/contract';
import { ApiError } from '../api-error';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { spendCaptcha } from './captcha';
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
 * need; failed logins have their own, lower limit below), SMS codes to many mobiles, 图形验证码 images, report spam.
 * Over the limit a request waits for the rest of the window, never longer, and is not counted (issue 26 item 8).
 * Malformed requests (400) consume nothing.
 */
export const CLIENT_LIMITS: Readonly<Record<string, ClientLimit>> = {
  [`POST ${routerPath(authEndpoints.login.path)}`]: { max: 300, timeWindow: 60_000 },
  [`POST ${routerPath(authEndpoints.captcha.path)}`]: { max: 60, timeWindow: 60_000 },
  // The public 验证码 check: a person checks a few codes; a guesser of 80-bit codes is slowed further.
  [`GET ${routerPath(verificationEndpoints.verify.path)}`]: { max: 60, timeWindow: 60_000 },
  [`POST ${routerPath(authEndpoints.smsCode.path)}`]: { max: 10, timeWindow: 10 * 60_000 },
  [`POST ${CSP_REPORT_PATH}`]: { max: 30, timeWindow: 60_000 },
  // 注册 (domain-lines.md §15.1 check 1: 20 an hour per address) and 重置密码 (its code as any SMS code; tries).
  [`POST ${routerPath(registerEndpoints.register.path)}`]: { max: 20, timeWindow: 60 * 60_000 },
  [`POST ${routerPath(registerEndpoints.resetSms.path)}`]: { max: 10, timeWindow: 10 * 60_000 },
  [`POST ${routerPath(registerEndpoints.resetPassword.path)}`]: { max: 30, timeWindow: 60 * 60_000 },
};

const SWEEP_MS = 5 * 60_000;

/** Failed logins (wrong password, unknown or locked name) one client may make in a window before it needs a 图形验证码. */
export const LOGIN_FAILURE_LIMIT: ClientLimit = { max: 60, timeWindow: 15 * 60_000 };
const failureKey = (client: string) => `login-failure|${client}`;

/** Business refusals the login form shows (HTTP 200, like a wrong password): it then shows the 图形验证码. */
export const captchaRefusal = {
  required: () => new ApiError(200, 'CAPTCHA_REQUIRED', '登录失败次数较多，请输入图形验证码后再登录'),
  invalid: () => new ApiError(200, 'CAPTCHA_INVALID', '图形验证码错误或已过期，请重新输入'),
};

/**
 * A client address past its failed-login threshold (everyone behind one proxy or NAT shares it) must answer a
 * 图形验证码 before any password of it is checked — a person can, a password sprayer pays per try — instead of waiting
 * (issue 26 item 8). A missing or wrong code is refused and never counted; the per-name lock still applies.
 */
export async function checkLoginFailures(db: Queryable, client: string, now: number, captcha?: { captchaId: string; captchaCode: string }): Promise<void> {
  if ((await peekClientCount(db, failureKey(client), now)).current < LOGIN_FAILURE_LIMIT.max) return;
  if (!captcha) throw captchaRefusal.required();
  if (!(await spendCaptcha(db, captcha.captchaId, captcha.captchaCode, now))) throw captchaRefusal.invalid();
}

/** A failed login of the client, counted within one 15-minute window (it never grows). */
export async function countLoginFailure(db: Queryable, client: string, now: number): Promise<void> {
  await countClientRequest(db, failureKey(client), now, LOGIN_FAILURE_LIMIT.timeWindow, LOGIN_FAILURE_LIMIT.max);
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
    if (limit) route.config = { ...(route.config ?? {}), rateLimit: { ...limit } } as typeof route.config;
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: pgRateStore(db, clock),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  // A malformed request (400) sent nothing and checked nothing: it does not count against the client. Refunded before
  // the answer leaves (onSend, not onResponse), so the client's next request never finds the count still raised.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 400 && CLIENT_LIMITS[`${request.method} ${request.routeOptions.url ?? ''}`]) {
      await refundClientCount(db, routeKey(request.method, request.routeOptions.url, request.ip));
    }
    return payload;
  });
  const timer = setInterval(() => {
    sweepClientRates(db, clock.now()).catch((err: unknown) => app.log.warn({ err }, 'client rate sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
