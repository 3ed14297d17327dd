import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENTS_PATH } from '@scf/api/contract';
import { fail } from '../api-error';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { toNumber } from '../db/db';
import type { PlatformServices } from '../http/platform-services';
import { loadActor } from '../security/actor';
import { readSessionCookie } from '../security/cookies';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../security/session-store';
import { LiveHub } from './live-hub';
import type { LiveHubOptions, LiveStream } from './live-hub';

/** How long the browser waits before it reconnects a dropped stream (the `retry:` field, ms). */
export const RETRY_MS = 3000;

export interface LiveDeps {
  db: Db;
  clock: Clock;
  services: PlatformServices;
  hub?: LiveHubOptions;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * How an EventSource is authenticated. It can send neither the signed §7 headers nor the bearer token, only the
 * cookies of its own origin, so it is authenticated as the platform's link GETs are (request-guard.ts `link`): the
 * HttpOnly SameSite=Lax session cookie, the site check (a cross-site or same-site request, or a foreign Origin, is
 * refused; security.md §1.2 steps 1–2), the session live and its user still active in its role (loadActor, as every
 * protected route). That is enough because the stream is a read that changes nothing and carries no business data
 * (kinds and ids of the caller's own user and corporation); no response header lets another origin read it (no CORS).
 * A stream ticket minted by a signed call would add a stored secret per connect (and a URL that carries it into
 * logs) without closing anything the cookie and site check leave open. Revocation is checked after connect too:
 * the session's end or change on any replica closes the stream (migration 0074), and every minute it is re-checked.
 */
async function authenticate(req: FastifyRequest, deps: LiveDeps): Promise<Omit<LiveStream, 'sink'>> {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw fail.crossSite();
  const origin = header(req, 'origin');
  if (origin !== undefined && origin !== `${req.protocol}://${req.host}` && !deps.services.allowedOrigins.includes(origin)) throw fail.crossSite();
  const session = await deps.services.sessions.load(readSessionCookie(req, deps.services.secureCookies), deps.clock.now());
  if (!session?.userId) throw fail.unauthenticated();
  const actor = await loadActor(deps.db, session);
  if (!actor) throw fail.unauthenticated();
  return { userId: actor.userId, corpId: actor.corpId, role: actor.role, sessionId: actor.sessionId, sid: session.sid };
}

interface SessionRow {
  user_id: string | null;
  active_role: string | null;
  created_at: unknown;
  last_seen_at: unknown;
}

/**
 * A stream may stay open while its session row is there, within its idle and absolute timeouts, in the stream's role,
 * and its user still active in that role. Read from the table, not the session cache: the cache hears of a change on
 * another connection, which may come after this notice.
 */
async function stillAllowed(deps: LiveDeps, stream: LiveStream): Promise<boolean> {
  const [row] = await deps.db.query<SessionRow>('SELECT user_id, active_role, created_at, last_seen_at FROM session WHERE session_id = $1', [stream.sessionId]);
  if (!row || row.user_id !== stream.userId || row.active_role !== stream.role) return false;
  const now = deps.clock.now();
  const createdAt = toNumber(row.created_at);
  const lastSeenAt = toNumber(row.last_seen_at);
  if (now - lastSeenAt > IDLE_TIMEOUT_MS || now - createdAt > ABSOLUTE_TIMEOUT_MS) return false;
  const session = { sid: stream.sid, userId: row.user_id, currentRole: row.active_role, createdAt, lastSeenAt };
  return (await loadActor(deps.db, session)) !== null;
}

async function openStream(hub: LiveHub, req: FastifyRequest, reply: FastifyReply, deps: LiveDeps): Promise<void> {
  const who = await authenticate(req, deps);
  const raw = reply.raw;
  const stream: LiveStream = { ...who, sink: raw };
  if (!hub.add(stream)) throw fail.badRequest('连接过多，请稍后再试');
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx (deploy/) must pass each event on at once, not buffer the response.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
  // The response never finishes by itself: its close is the client gone (or the hub ending it).
  raw.on('close', () => hub.remove(stream));
}

/** `GET /v1/events` and the hub behind it; the hub's listening connection stops when the app closes. */
export async function registerLiveEvents(app: FastifyInstance, deps: LiveDeps): Promise<LiveHub> {
  const hub = new LiveHub(deps.db, {
    stillAllowed: (stream) => stillAllowed(deps, stream),
    ...deps.hub,
  });
  const stop = await hub.start();
  // Before the server waits for its connections to end: an open stream never ends by itself.
  app.addHook('preClose', async () => stop());
  app.get(LIVE_EVENTS_PATH, async (req, reply) => openStream(hub, req, reply, deps));
  return hub;
}
