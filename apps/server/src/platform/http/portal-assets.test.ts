import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalAssets } from './portal-assets';

const JS = 'export const answer = 42;'.repeat(100);
const CSS = 'body{margin:0}';
let base: string;
let app: FastifyInstance;
let assets: PortalAssets;

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
  app = Fastify();
  app.get('/cv3/*', (req, reply) => assets.send(decodeURIComponent(req.url.slice('/cv3/'.length).split('?')[0] ?? ''), req, reply) ?? reply.code(404).send());
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

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
