import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { JPEG, PDF, PNG, follow, storedFileCount, upload } from './upload-helpers';

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
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
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
    ['a text file named .png', 'note.png', Buffer.from('just some text, not an image'), '文件内容与文件格式不符，请上传真实的图片或PDF文件'],
    ['HTML renamed .pdf', 'x.pdf', Buffer.from('<html><script>alert(1)</script></html>'), '文件内容与文件格式不符，请上传真实的图片或PDF文件'],
    ['SVG with script renamed .png', 'x.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), '文件内容与文件格式不符，请上传真实的图片或PDF文件'],
    ['a PNG named .jpg', 'x.jpg', PNG, '文件内容与文件格式不符，请上传真实的图片或PDF文件'],
    ['a PDF named .png', 'x.png', PDF, '文件内容与文件格式不符，请上传真实的图片或PDF文件'],
    ['a zero-byte file', 'empty.png', Buffer.alloc(0), '文件内容为空，请重新选择文件'],
    ['an executable', 'x.exe', Buffer.from('MZ'), '仅支持上传png、jpg、jpeg、pdf格式的文件'],
    ['a zip', 'x.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04]), '仅支持上传png、jpg、jpeg、pdf格式的文件'],
    ['no extension', 'README', PNG, '仅支持上传png、jpg、jpeg、pdf格式的文件'],
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

  it('refuses an image 1 byte over 5,120 KB with 413 and the size message, and takes one of exactly 5,120 KB', async () => {
    const c = await server.login('s1_op');
    const before = await storedFileCount(server);
    const over = Buffer.concat([PNG, Buffer.alloc(5120 * KB + 1 - PNG.length)]);
    const res = await upload(server, c, 'big.png', over);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('文件超过最大限制5M');
    expect(await storedFileCount(server)).toBe(before);
    const exact = Buffer.concat([PNG, Buffer.alloc(5120 * KB - PNG.length)]);
    expect((await upload(server, c, 'ok.png', exact)).status).toBe(200);
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
    const doc = await c.callEndpoint(fileEndpoints.preview, { params: { id: pdf.pkFile }, body: { pkFile: pdf.pkFile, thumbnailType: 'SMALL', isAttachment: true } });
    expect(doc.body.data).toEqual({ useOss: false, url: `/v1/files/download/${pdf.pkFile}`, mimeType: 'application/pdf' });
    const presigned = await c.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile: png.pkFile } });
    expect(presigned.body.data).toEqual({ useOss: false, url: `/v1/files/download/${png.pkFile}` });
    const policy = await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: '截图.png' } });
    expect(policy.body.data).toMatchObject({ useOss: false, url: '/v1/files', fileName: '截图.png' });
    expect((await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: 'x.svg' } })).body.message).toBe('仅支持上传png、jpg、jpeg、pdf格式的文件');
  });
});
