import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord } from '@scf/api/contract';
import { API_ROUTES } from '../../src/server-modules';
import { useTestServer } from '../helpers/test-server';
import { JPEG, PDF, PNG, RAR, follow, upload, zip } from './upload-helpers';

/**
 * security.md §1.6 / S6: every response that carries a file's bytes, on every file-serving route, is an
 * `attachment` with an RFC 6266 name (or, for an image or a PDF snapshot only, `inline`), `nosniff`, and the sandbox
 * CSP. The routes are found in the route table (a link-read route of the files contract), not listed by hand.
 */
const server = useTestServer();

const FILE_ROUTES = API_ROUTES.filter((r) => r.link && Object.values(fileEndpoints).includes(r.endpoint as never)).map((r) => r.endpoint.path);

describe('headers of every file-serving route', () => {
  it('finds the three link routes that serve bytes', () => {
    expect(FILE_ROUTES.sort()).toEqual(['/v1/files/download/{id}', '/v1/files/{id}/snapshot/{type}/show', '/v1/files/{name}/download/{id}'].sort());
  });

  it('serves every type at every size with Content-Disposition (RFC 6266), nosniff and the sandbox CSP', async () => {
    const c = await server.login('s3_op');
    const files: Array<[string, Buffer]> = [
      ["图 1;'x' (2).png", PNG],
      ['photo.jpg', JPEG],
      ['合同\u00e9.pdf', PDF],
      ['资料.zip', zip([{ name: 'a.txt', data: Buffer.from('a') }])],
      ['资料.rar', RAR],
    ];
    let checked = 0;
    for (const [name, bytes] of files) {
      const { pkFile, mimeType } = (await upload(server, c, name, bytes)).body.data as FileRecord;
      const urls = FILE_ROUTES.flatMap((p) =>
        p.includes('{type}')
          ? ['SMALL', 'MEDIUM', 'BIG', 'ORIGINAL'].map((t) => p.replace('{id}', pkFile).replace('{type}', t))
          : [p.replace('{id}', pkFile).replace('{name}', encodeURIComponent(`另存 ${name}`))],
      );
      for (const url of urls) {
        const res = await follow(server, c, url);
        expect(res.statusCode, url).toBe(200);
        const disposition = String(res.headers['content-disposition']);
        const inline = url.includes('/snapshot/') && mimeType !== 'application/zip' && mimeType !== 'application/vnd.rar';
        expect(disposition.startsWith(inline ? 'inline; ' : 'attachment; '), url).toBe(true);
        expect(disposition).toMatch(/; filename\*=UTF-8''[A-Za-z0-9%!'()*._~-]+$/);
        expect(disposition).toMatch(/filename="[\x20-\x7e]*"/);
        expect(disposition).not.toMatch(/[\r\n]/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("sandbox; default-src 'none'");
        expect(res.headers['cache-control']).toBe('private, no-store');
        if (inline) expect(['image/png', 'image/jpeg', 'application/pdf']).toContain(res.headers['content-type']);
        checked++;
      }
    }
    expect(checked).toBe(5 * 6);
  });

  it('scales image snapshots down (SMALL ≤ 160 px, BIG ≤ 1280 px), caches each once, and serves a PDF’s snapshot as the PDF', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const c = await server.login('s3_op');
    const { pkFile } = (await upload(server, c, 'wide.jpg', big)).body.data as FileRecord;
    const size = async (t: string) => {
      const res = await follow(server, c, `/v1/files/${pkFile}/snapshot/${t}/show`);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await size('SMALL')).toEqual([160, 80]);
    expect(await size('MEDIUM')).toEqual([640, 320]);
    expect(await size('BIG')).toEqual([1280, 640]);
    expect(await size('ORIGINAL')).toEqual([2000, 1000]);
    await size('SMALL');
    expect(await server.db.query('SELECT size FROM file_thumbnail WHERE file_id = $1 ORDER BY size', [pkFile])).toEqual([
      { size: 'BIG' },
      { size: 'MEDIUM' },
      { size: 'SMALL' },
    ]);

    const pdf = (await upload(server, c, 'a.pdf', PDF)).body.data as FileRecord;
    for (const t of ['SMALL', 'BIG', 'ORIGINAL']) {
      const res = await follow(server, c, `/v1/files/${pdf.pkFile}/snapshot/${t}/show`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    expect(await server.db.query('SELECT size FROM file_thumbnail WHERE file_id = $1', [pdf.pkFile])).toEqual([]);
  });
});
