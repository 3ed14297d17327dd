import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { JPEG, PDF, PNG, RAR, follow, setUploadLimits, storedFileCount, upload, zip } from './upload-helpers';

const MISMATCH = '文件内容与文件格式不符，请上传真实的文件';
const EXTENSION = '仅支持上传pdf、jpg、jpeg、png、zip、rar格式的文件';

const server = useTestServer();
const KB = 1024;

describe('file store: uploads (security.md §1.6)', () => {
  it('stores a PNG, JPEG and PDF under random ids with the type the bytes show, and serves them to the own corporation', async () => {
    const c = await server.login('s1_op');
    for (const [name, bytes, mime] of [
      ['截图 1.png', PNG, 'image/png'],
      ['photo.JPG', JPEG, 'image/jpeg'],
      ['合同.pdf', PDF, 'application/pdf'],
    ] as const) {
      const res = await upload(server, c, name, bytes);
      expect(res.status).toBe(200);
      const record = res.body.data as FileRecord;
      expect(record.pkFile).toMatch(/^[0-9a-f]{32}$/);
      expect(record.mimeType).toBe(mime);
      const download = await follow(server, c, `/v1/files/download/${record.pkFile}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-type']).toBe(mime);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toContain('sandbox');
      const snapshot = await follow(server, c, record.url);
      expect(snapshot.statusCode).toBe(200);
      expect(snapshot.headers['content-disposition']).toMatch(/^inline;/);
    }
  });

  it('names the saved file after the named download, still as an attachment', async () => {
    const c = await server.login('s1_op');
    const { pkFile } = (await upload(server, c, 'a.png', PNG)).body.data as FileRecord;
    const res = await follow(server, c, `/v1/files/${encodeURIComponent('发票.png')}/download/${pkFile}`);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('发票.png')}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it.each([
    ['a text file named .png', 'note.png', Buffer.from('just some text, not an image'), MISMATCH],
    ['HTML renamed .pdf', 'x.pdf', Buffer.from('<html><script>alert(1)</script></html>'), MISMATCH],
    ['SVG with script renamed .png', 'x.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), MISMATCH],
    ['a PNG named .jpg', 'x.jpg', PNG, MISMATCH],
    ['a PDF named .png', 'x.png', PDF, MISMATCH],
    ['a zero-byte file', 'empty.png', Buffer.alloc(0), '文件内容为空，请重新选择文件'],
    ['an executable', 'x.exe', Buffer.from('MZ'), EXTENSION],
    ['an svg', 'x.svg', Buffer.from('<svg/>'), EXTENSION],
    ['no extension', 'README', PNG, EXTENSION],
    ['a traversal name', '../../x.pdf', PDF, '文件名不合法，请修改文件名后重新上传'],
    ['a backslash name', '..\\x.png', PNG, '文件名不合法，请修改文件名后重新上传'],
    ['a CRLF name', 'a\r\nb.png', PNG, '文件名不合法，请修改文件名后重新上传'],
    ['a double extension', 'x.php.png', PNG, '文件名不合法，请修改文件名后重新上传'],
    ['a hidden name', '.png', PNG, '文件名不合法，请修改文件名后重新上传'],
  ])('refuses %s with its message and stores nothing', async (_label, name, bytes, message) => {
    const c = await server.login('s1_op');
    const before = await storedFileCount(server);
    const res = await upload(server, c, name, bytes);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedFileCount(server)).toBe(before);
  });

  it('stores a zip and a rar as attachments only, never decompressed', async () => {
    const c = await server.login('s1_op');
    for (const [name, bytes, mime] of [
      [
        '资料.zip',
        zip([
          { name: 'a.txt', data: Buffer.from('hello') },
          { name: 'dir/b.txt', data: Buffer.from('world') },
        ]),
        'application/zip',
      ],
      ['资料.rar', RAR, 'application/vnd.rar'],
    ] as const) {
      const res = await upload(server, c, name, bytes);
      expect(res.status).toBe(200);
      const record = res.body.data as FileRecord;
      expect(record.mimeType).toBe(mime);
      for (const url of [record.url, `/v1/files/${record.pkFile}/snapshot/SMALL/show`, `/v1/files/download/${record.pkFile}`]) {
        const got = await follow(server, c, url);
        expect(got.statusCode).toBe(200);
        expect(got.headers['content-disposition']).toMatch(/^attachment;/);
        expect(got.rawPayload.equals(bytes)).toBe(true);
      }
      const preview = await c.callEndpoint(fileEndpoints.preview, { params: { id: record.pkFile }, body: { pkFile: record.pkFile, thumbnailType: 'BIG' } });
      expect(preview.body.data).toEqual({ useOss: false, url: `/v1/files/download/${record.pkFile}`, mimeType: mime });
    }
  });

  it('caps each extension at its configured size with 413 on the first byte over, and the default at 61,440 KB', async () => {
    const c = await server.login('s1_op');
    const rules = async () => (await c.callEndpoint(fileEndpoints.rules, {})).body.data;
    expect(await rules()).toEqual({ extensions: ['pdf', 'jpg', 'jpeg', 'png', 'zip', 'rar'], maxSizeKb: 61440, sizeOverridesKb: {} });
    await setUploadLimits(server, { sizeOverridesKb: { pdf: 100, zip: 2048, exe: 5, png: -1 } });
    try {
      expect(await rules()).toEqual({ extensions: ['pdf', 'jpg', 'jpeg', 'png', 'zip', 'rar'], maxSizeKb: 61440, sizeOverridesKb: { pdf: 100, zip: 2048 } });
      const before = await storedFileCount(server);
      const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 15, 0x20), Buffer.from('%%EOF\n')]);
      const res = await upload(server, c, 'big.pdf', pdf(100 * KB + 1));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('文件超过最大限制0.1M');
      expect(await storedFileCount(server)).toBe(before);
      expect((await upload(server, c, 'ok.pdf', pdf(100 * KB))).status).toBe(200);
    } finally {
      await setUploadLimits(server, null);
    }
    const before = await storedFileCount(server);
    const over = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(61_440 * KB + 1 - 15, 0x20), Buffer.from('%%EOF\n')]);
    const res = await upload(server, c, 'huge.pdf', over);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('文件超过最大限制60M');
    expect(await storedFileCount(server)).toBe(before);
  });

  it('keeps a duplicate upload as its own file: the same bytes twice are two records (each business owns its copy)', async () => {
    const c = await server.login('s1_op');
    const before = await storedFileCount(server);
    const a = (await upload(server, c, '合同.pdf', PDF)).body.data as FileRecord;
    const b = (await upload(server, c, '合同.pdf', PDF)).body.data as FileRecord;
    expect(a.pkFile).not.toBe(b.pkFile);
    expect(await storedFileCount(server)).toBe(before + 2);
    const hashes = await server.db.query<{ sha256: string }>('SELECT sha256 FROM stored_file WHERE file_id IN ($1, $2)', [a.pkFile, b.pkFile]);
    expect(new Set(hashes.map((h) => h.sha256)).size).toBe(1);
  });

  it('keeps the request checks: signed over an empty body, anti-forgery token, multipart only', async () => {
    const c = await server.login('s1_op');
    const before = await storedFileCount(server);
    expect((await upload(server, c, 'a.png', PNG, { signBody: 'x' })).status).toBe(400);
    expect((await upload(server, c, 'a.png', PNG, { noXsrf: true })).status).toBe(403);
    expect((await upload(server, c, 'a.png', PNG, { contentType: 'application/json', body: Buffer.from('{}') })).status).toBe(415);
    expect((await upload(server, c, 'a.png', PNG, { contentType: 'text/plain' })).status).toBe(415);
    expect(await storedFileCount(server)).toBe(before);
  });
});

describe('file store: who may read (security.md §1.10)', () => {
  it('hides a file from another corporation (404) on every read, and from anonymous callers (401)', async () => {
    const owner = await server.login('s1_op');
    const colleague = await server.login('s1_dir');
    const stranger = await server.login('c1_op');
    const { pkFile, url } = (await upload(server, owner, 'a.png', PNG)).body.data as FileRecord;
    expect((await follow(server, colleague, `/v1/files/download/${pkFile}`)).statusCode).toBe(200);
    for (const target of [`/v1/files/download/${pkFile}`, `/v1/files/x.png/download/${pkFile}`, url]) {
      const res = await follow(server, stranger, target);
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.includes(PNG)).toBe(false);
    }
    const preview = await stranger.callEndpoint(fileEndpoints.preview, { params: { id: pkFile }, body: { pkFile, thumbnailType: 'SMALL' } });
    expect(preview.status).toBe(404);
    expect((await stranger.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile } })).status).toBe(404);
    const anon = server.client();
    await anon.page();
    expect((await follow(server, anon, `/v1/files/download/${pkFile}`)).statusCode).toBe(401);
  });

  it('refuses a cross-site link', async () => {
    const owner = await server.login('s1_op');
    const { pkFile } = (await upload(server, owner, 'a.png', PNG)).body.data as FileRecord;
    expect((await follow(server, owner, `/v1/files/download/${pkFile}`, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('answers preview, presigned download and the local post policy', async () => {
    const c = await server.login('s1_op');
    const png = (await upload(server, c, 'a.png', PNG)).body.data as FileRecord;
    const pdf = (await upload(server, c, 'a.pdf', PDF)).body.data as FileRecord;
    const img = await c.callEndpoint(fileEndpoints.preview, { params: { id: png.pkFile }, body: { pkFile: png.pkFile, thumbnailType: 'SMALL' } });
    expect(img.body.data).toEqual({ useOss: false, url: `/v1/files/${png.pkFile}/snapshot/SMALL/show`, mimeType: 'image/png' });
    const doc = await c.callEndpoint(fileEndpoints.preview, {
      params: { id: pdf.pkFile },
      body: { pkFile: pdf.pkFile, thumbnailType: 'SMALL', isAttachment: true },
    });
    expect(doc.body.data).toEqual({ useOss: false, url: `/v1/files/download/${pdf.pkFile}`, mimeType: 'application/pdf' });
    const presigned = await c.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile: png.pkFile } });
    expect(presigned.body.data).toEqual({ useOss: false, url: `/v1/files/download/${png.pkFile}` });
    const policy = await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: '截图.png' } });
    expect(policy.body.data).toMatchObject({ useOss: false, url: '/v1/files', policy: '', sign: '' });
    expect((policy.body.data as { fileName: string }).fileName).toMatch(/^uploads\/S1\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect((await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: 'x.svg' } })).body.message).toBe(EXTENSION);
  });
});
