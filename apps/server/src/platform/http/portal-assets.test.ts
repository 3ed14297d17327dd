import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFirstServer } from './asset-server';
import { PortalAssets } from './portal-assets';

const JS = 'export const answer = 42;'.repeat(100);
const CSS = 'body{margin:0}';
let base: string;
let app: FastifyInstance;
let assets: PortalAssets;
let port: number;

/** A portal build as the precompress plugin leaves it: variants beside the text files, maps, a nested folder. */
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'scf-assets-'));
  const dir = path.join(base, 'portal');
  mkdirSync(path.join(dir, 'assets', 'cmaps'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'version.json'), '{}');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), JS);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(JS));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"sources":[]}');
  writeFileSync(path.join(dir, 'assets', 'style-def456.css'), CSS);
  writeFileSync(path.join(dir, 'assets', 'cmaps', 'UniGB-UCS2-H-x1.bcmap'), Buffer.from([1, 2, 3]));
  writeFileSync(path.join(base, 'secret.js'), 'SECRET');
  symlinkSync(path.join(base, 'secret.js'), path.join(dir, 'assets', 'link-000.js'));
  assets = await PortalAssets.load(dir);
  // Nothing below is read from disk again: the folder goes before the first request.
  rmSync(dir, { recursive: true, force: true });
  // The server as build-app.ts makes it: assets on the socket first (marked here by a header), the rest through Fastify.
  app = Fastify({ serverFactory: assetFirstServer(assets, () => ({ 'X-Answered-By': 'socket', 'X-Content-Type-Options': 'nosniff' })) });
  app.get('/cv3/*', (req, reply) => assets.send(decodeURIComponent(req.url.slice('/cv3/'.length).split('?')[0] ?? ''), req, reply) ?? reply.code(404).send());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  rmSync(base, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  headers: Record<string, string | number | string[] | undefined>;
  rawPayload: Buffer;
  body: string;
}

/** Through Fastify's router (`app.inject`: no socket, so the server factory never sees it). */
const inject = async (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  app.inject({ method: method as 'GET', url, headers });

/** Over a real socket, bytes as sent (no decompression), the path exactly as written. */
const overSocket = (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('the portal’s hashed assets, from memory (issue 34 item 3)', () => {
  it('holds the files below assets/ and nothing else: no compressed copies, source maps, links or other files', () => {
    expect(assets.size).toBe(3);
    expect(assets.has('assets/index-abc123.js')).toBe(true);
    expect(assets.has('assets/cmaps/UniGB-UCS2-H-x1.bcmap')).toBe(true);
    for (const key of [
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
      'assets/index-abc123.js.map',
      'assets/link-000.js',
      'index.html',
      'version.json',
    ])
      expect(assets.has(key), key).toBe(false);
  });
});

describe.each([
  ['through Fastify', inject],
  ['on the socket, before Fastify', overSocket],
] as const)('an asset answered %s', (_how, get) => {
  it('sends the brotli variant, then gzip, then the file, as Accept-Encoding allows', async () => {
    const br = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5', 'gzip, br;q=0']) {
      const gz = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    }
    expect((await get('/cv3/assets/index-abc123.js', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await get('/cv3/assets/index-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.body).toBe(JS);
    }
  });

  it('labels each answer: type, length, a year of immutable caching, Vary, and an ETag per variant', async () => {
    const br = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const plain = await get('/cv3/assets/index-abc123.js');
    for (const res of [br, plain]) {
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const css = await get('/cv3/assets/style-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.body).toBe(CSS);
    expect((await get('/cv3/assets/cmaps/UniGB-UCS2-H-x1.bcmap')).headers['content-type']).toBe('application/octet-stream');
  });

  it('answers 304 to the ETag of the variant the client holds', async () => {
    const br = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/cv3/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    const other = await get('/cv3/assets/index-abc123.js', { 'if-none-match': String(br.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('never reaches a file outside what it loaded, whatever the path says', async () => {
    for (const url of [
      '/cv3/../secret.js',
      '/cv3/assets/../../secret.js',
      '/cv3/assets/%2e%2e/%2e%2e/secret.js',
      '/cv3/assets/..%2f..%2fsecret.js',
      '/cv3/assets/..%5c..%5csecret.js',
      '/cv3/assets/link-000.js',
      '/cv3/assets/index-abc123.js.map',
      '/cv3/assets/index-abc123.js.br',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
    }
  });
});

describe('the socket’s fast path (asset-server.ts)', () => {
  it('answers a plain GET or HEAD of a loaded asset itself, with the server’s common headers', async () => {
    const res = await overSocket('/cv3/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['x-answered-by']).toBe('socket');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const head = await overSocket('/cv3/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-answered-by']).toBe('socket');
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
  });

  it('leaves to Fastify what is not plainly one of its files: a query, an escaped path, another method, an unknown file', async () => {
    for (const [url, method] of [
      ['/cv3/assets/index-abc123.js?v=1', 'GET'],
      ['/cv3/assets/index%2Dabc123.js', 'GET'],
      ['/cv3/assets/index-abc123.js', 'POST'],
      ['/cv3/assets/other-000.js', 'GET'],
      ['/cv3/index.html', 'GET'],
    ] as const) {
      const res = await overSocket(url, {}, method);
      expect(res.headers['x-answered-by'], `${method} ${url}`).toBeUndefined();
    }
    const viaFastify = await overSocket('/cv3/assets/index-abc123.js?v=1');
    expect(viaFastify.statusCode).toBe(200);
    expect(viaFastify.body).toBe(JS);
  });
});
