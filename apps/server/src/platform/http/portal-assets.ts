import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '@scf/api/contract';

/** The portal build's hashed files: their names change with their content, so they never change under a name. */
export const HASHED_DIR = 'assets';

/** Immutable: a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

type Encoding = 'br' | 'gzip';

interface Variant {
  bytes: Buffer;
  etag: string;
}

/** One hashed file: its bytes and the build's brotli and gzip variants, each with its own strong ETag. */
interface Asset {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** Beside each text asset the build writes `<file>.br` and `<file>.gz` (apps/portal/vite-plugins/precompress.ts). */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Never served: the build's compressed copies are variants, not files, and source maps stay off the site (issue 12). */
const isServable = (name: string) => !/\.(br|gz|map)$/i.test(name);

async function optional(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

async function loadAsset(file: string): Promise<Asset> {
  const bytes = await readFile(file);
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  const asset: Asset = { type: contentType(file), identity: { bytes, etag: `"${tag}"` } };
  for (const encoding of ['br', 'gzip'] as const) {
    const packed = await optional(file + SUFFIX[encoding]);
    if (packed) asset[encoding] = { bytes: packed, etag: `"${tag}-${encoding}"` };
  }
  return asset;
}

/** What Accept-Encoding allows, best first: brotli, then gzip (a `q=0` refuses one; `*` allows both). */
function parseAccepted(header: string): Encoding[] {
  const allowed = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    allowed.set(name.trim(), q === undefined || Number(q) > 0);
  }
  const ok = (name: Encoding) => allowed.get(name) ?? allowed.get('*') ?? false;
  return (['br', 'gzip'] as const).filter(ok);
}

/** Browsers send a handful of distinct values: each is parsed once (the parse showed in a profile of the asset bench). */
const ACCEPTED_CACHE = new Map<string, Encoding[]>();
const ACCEPTED_CACHE_MAX = 64;

function accepted(header: string | undefined): Encoding[] {
  if (!header) return [];
  let encodings = ACCEPTED_CACHE.get(header);
  if (!encodings) {
    encodings = parseAccepted(header);
    if (ACCEPTED_CACHE.size >= ACCEPTED_CACHE_MAX) ACCEPTED_CACHE.clear();
    ACCEPTED_CACHE.set(header, encodings);
  }
  return encodings;
}

/**
 * The portal's hashed assets in memory (issue 34 item 3): read once when the server starts, with the build's brotli
 * and gzip variants, and answered from there — no file system call per request. The request path is only ever a key
 * of this map, so no path a client writes can reach a file outside it.
 */
export class PortalAssets {
  private constructor(private readonly assets: ReadonlyMap<string, Asset>) {}

  /** Every servable file below `<portalDir>/assets` (none when the portal is not built). */
  static async load(portalDir: string): Promise<PortalAssets> {
    const root = path.resolve(portalDir);
    const entries = await readdir(path.join(root, HASHED_DIR), { recursive: true, withFileTypes: true }).catch(() => []);
    const assets = new Map<string, Asset>();
    for (const entry of entries) {
      if (!entry.isFile() || !isServable(entry.name)) continue;
      const abs = path.join(entry.parentPath, entry.name);
      // Keys are URL paths below /cv3/: `assets/index-abc123.js`.
      assets.set(path.relative(root, abs).split(path.sep).join('/'), await loadAsset(abs));
    }
    return new PortalAssets(assets);
  }

  get size(): number {
    return this.assets.size;
  }

  has(relPath: string): boolean {
    return this.assets.has(relPath);
  }

  /**
   * What to answer for a loaded asset: the smallest variant the client accepts, its strong ETag (304 when the client
   * holds it), `Vary: Accept-Encoding` where variants exist, cached for a year. Null: not loaded.
   */
  answer(relPath: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): AssetAnswer | null {
    const asset = this.assets.get(relPath);
    if (!asset) return null;
    const encoding = accepted(acceptEncoding).find((e) => asset[e] !== undefined);
    const variant = encoding ? asset[encoding]! : asset.identity;
    const headers: Record<string, string> = { 'Content-Type': asset.type, 'Cache-Control': IMMUTABLE_CACHE, ETag: variant.etag };
    if (asset.br || asset.gzip) headers.Vary = 'Accept-Encoding';
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) return { status: 304, headers };
    if (encoding) headers['Content-Encoding'] = encoding;
    return { status: 200, headers, body: variant.bytes };
  }

  /** Answer a request for a loaded asset through Fastify (`app.inject`, and any request the raw path passed on). */
  send(relPath: string, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    const answer = this.answer(relPath, request.headers['accept-encoding'], request.headers['if-none-match']);
    if (!answer) return null;
    reply.code(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  }

  /**
   * Answer a plain GET or HEAD of a loaded asset on the server's socket, before Fastify (build-app.ts's server factory):
   * no routing, hooks or per-request logger for a file that never changes — as a reverse proxy would serve it.
   * `commonHeaders` are the ones every answer of the server carries (security-headers.ts). False: not one of ours
   * (a query string, an escaped path, another method or file), left to Fastify.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse, commonHeaders: () => Record<string, string>): boolean {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(RAW_PREFIX) || /[?%#]/.test(url)) return false;
    const ifNoneMatch = req.headers['if-none-match'];
    const answer = this.answer(url.slice(BASE_LENGTH), req.headers['accept-encoding'], ifNoneMatch);
    if (!answer) return false;
    const headers: Record<string, string | number> = { ...commonHeaders(), ...answer.headers };
    if (answer.body) headers['Content-Length'] = answer.body.length;
    res.writeHead(answer.status, headers);
    res.end(req.method === 'GET' ? answer.body : undefined);
    return true;
  }
}

/** An asset's answer: 200 with the variant's bytes, or 304 with none. */
export interface AssetAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The portal's base path and the hashed files' URL prefix below it. */
const BASE_LENGTH = `${BASE_PATH}/`.length;
const RAW_PREFIX = `${BASE_PATH}/${HASHED_DIR}/`;
