import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BootData } from '@scf/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH, COOKIE, bootDataElement, DEFAULT_RETURN_ADDRESS, LOGIN_SUCCESS_PATH, RETURN_PARAM, safeReturnAddress } from '@scf/api/contract';
import type { Clock } from '../clock';
import { readSessionCookie, setSessionCookies } from '../security/cookies';
import { mintXsrfToken, verifyXsrf } from '../security/xsrf';
import type { PlatformServices } from './platform-services';
import { HASHED_DIR, IMMUTABLE_CACHE } from './portal-assets';
import type { PortalAssets } from './portal-assets';
import { htmlCsp } from './security-headers';

/** Vite's `html.cspNonce` placeholder in the built index.html. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

interface PortalDeps {
  portalDir: string;
  clock: Clock;
  services: PlatformServices;
  /** The hashed assets, loaded when the server started; a file the build wrote since is read from disk. */
  assets: PortalAssets;
  /** The configs index.html carries for a branded first paint (issue 9); none: the portal fetches them. */
  bootData?: () => Promise<BootData>;
}

/** The boot data block goes just before </head>, so it is in the document before the app's module runs. */
async function withBootData(html: string, deps: PortalDeps, log: FastifyRequest['log'], signedIn: boolean): Promise<string> {
  if (!deps.bootData) return html;
  try {
    const block = bootDataElement({ ...(await deps.bootData()), signedIn });
    // A function, so no `$` in the data is read as a replacement pattern.
    return html.replace('</head>', () => `${block}</head>`);
  } catch (err) {
    log.warn({ err }, 'boot data unavailable; the portal fetches the configs');
    return html;
  }
}

/**
 * The page's anonymous (or live) session and a fresh anti-forgery cookie, so the first API call can send it; whether
 * the session is signed in.
 */
async function ensureSession(req: FastifyRequest, reply: FastifyReply, deps: PortalDeps): Promise<boolean> {
  const now = deps.clock.now();
  const { sessions, secrets, secureCookies } = deps.services;
  const existing = await sessions.load(readSessionCookie(req, secureCookies), now);
  const session = existing ?? (await sessions.create(now));
  await sessions.touch(session, now);
  // Keep a still-valid token: API calls already in flight carry it in their header, and replacing the cookie under
  // them would make them fail the anti-forgery check (and log the user out on the 403).
  const xsrf = req.cookies[COOKIE.xsrf];
  if (!existing || !verifyXsrf(secrets.xsrfKey, session.sid, xsrf, xsrf))
    setSessionCookies(reply, session.sid, mintXsrfToken(secrets.xsrfKey, session.sid), secureCookies);
  return session.userId !== null;
}

async function sendIndex(req: FastifyRequest, reply: FastifyReply, deps: PortalDeps): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(path.join(deps.portalDir, 'index.html'), 'utf8');
  } catch {
    return reply.code(503).header('Content-Type', 'text/plain; charset=utf-8').send('门户页面尚未构建（apps/portal/dist 不存在）。请先运行 npm run build。');
  }
  const signedIn = await ensureSession(req, reply, deps);
  html = await withBootData(html, deps, req.log, signedIn);
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', htmlCsp(nonce, deps.services.cspConnectOrigins))
    .send(html.split(NONCE_PLACEHOLDER).join(nonce));
}

/** The path below /cv3/ as written (decoded), or null when it does not decode. */
function relativePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath.slice(`${BASE_PATH}/`.length));
  } catch {
    return null;
  }
}

/** A file below the portal folder for a decoded path below /cv3/, or null (traversal, folders and index.html excluded). */
async function staticFile(portalDir: string, rel: string | null): Promise<string | null> {
  if (rel === null) return null;
  // Source maps stay off the public site (issue 12 finding 9): they would publish the sources.
  if (rel === '' || rel === 'index.html' || rel.includes('\0') || rel.toLowerCase().endsWith('.map')) return null;
  const root = path.resolve(portalDir);
  const abs = path.resolve(root, rel);
  if (!abs.startsWith(root + path.sep)) return null;
  const info = await stat(abs).catch(() => null);
  return info?.isFile() ? path.relative(root, abs) : null;
}

/**
 * The built portal under /cv3/ in history mode: hashed assets from memory (cached for a year), other files from
 * disk as they are (revalidated), any other /cv3/ path gets index.html with a fresh CSP nonce. `/` and `/cv3` go to
 * `/cv3/`.
 */
export function registerPortal(app: FastifyInstance, deps: PortalDeps): void {
  app.get('/', (_req, reply) => reply.redirect(`${BASE_PATH}/`, 302));
  app.get(BASE_PATH, (_req, reply) => reply.redirect(`${BASE_PATH}/`, 302));
  app.get(`${BASE_PATH}/*`, async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '';
    const rel = relativePath(urlPath);
    const fromMemory = rel === null ? null : deps.assets.send(rel, req, reply);
    if (fromMemory) return fromMemory;
    const file = await staticFile(deps.portalDir, rel);
    // History mode serves the app for route paths only: a missing file (a path with an extension) is a 404.
    if (!file && path.extname(urlPath)) return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not Found');
    if (!file) return sendIndex(req, reply, deps);
    const immutable = file.startsWith(`${HASHED_DIR}${path.sep}`);
    reply.header('Cache-Control', immutable ? IMMUTABLE_CACHE : 'no-cache');
    return reply.sendFile(file, path.resolve(deps.portalDir));
  });
  // The form GET after login (spec §7): back to a validated address of the app, never elsewhere. The rule is the
  // contract's, the one the portal applies to the same address (security.md §1.5).
  app.get(LOGIN_SUCCESS_PATH, (req, reply) => {
    const origin = `${req.protocol}://${req.host}`;
    const raw = new URL(req.url, origin).searchParams.get(RETURN_PARAM) ?? '';
    return reply.redirect(safeReturnAddress(raw, origin) ?? DEFAULT_RETURN_ADDRESS, 302);
  });
}
