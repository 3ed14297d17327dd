import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord, UploadPolicy } from '@scf/api/contract';
import type { OssConfig } from '../../src/modules/files';
import { useTestServer } from '../helpers/test-server';
import type { TestClient } from '../helpers/test-client';
import { PDF, PNG, follow, setUploadLimits } from './upload-helpers';

/**
 * `useOss: true` against an S3-compatible server running in the test (s3rver): the SigV4 POST policy, the browser's
 * form post as the portal sends it (the policy's fields as received, file last), the signed confirmation that reads
 * the object back and sniffs it before recording the file, reads through the bucket, and presigned downloads.
 * s3rver stores what it is sent without checking policies; the store's own checks on confirmation are what refuse a
 * wrong key, an oversize or hostile object (and delete it).
 */
const oss: OssConfig = { endpoint: '', bucket: 'scf-files', region: 'cn-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const server = useTestServer({ oss });
const dir = mkdtempSync(path.join(tmpdir(), 'scf-s3rver-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: oss.bucket }] });

beforeAll(async () => {
  const { port } = await s3.run();
  oss.endpoint = `http://127.0.0.1:${port}`;
  // The bucket compares signed requests with its own clock (15 minutes of skew at most), as S3 does.
  server.clock.advance(Date.now() - server.clock.now());
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const policyFor = async (c: TestClient, name: string) => {
  const res = await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: name } });
  expect(res.status).toBe(200);
  return res.body.data as UploadPolicy;
};

/** What the portal's OSS adapter does: the fields exactly as received, in order, the file last. */
async function postToBucket(policy: UploadPolicy, bytes: Buffer, name: string, fields: Record<string, string> = policy.fields ?? {}): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return (await fetch(policy.url, { method: 'POST', body: form })).status;
}

const objectStatus = async (key: string) => (await fetch(`${oss.endpoint}/${oss.bucket}/${key}`)).status;
const stored = async () => Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM stored_file'))[0]?.n);
const confirm = (c: TestClient, callback: string) => c.callEndpoint(fileEndpoints.callback, { body: { callback } });

describe('file store on an S3-compatible bucket (useOss: true)', () => {
  it('issues a SigV4 POST policy: fixed key, 1..maxBytes, ≤ 10 minutes, the bucket and signing fields', async () => {
    const c = await server.login('s2_op');
    const p = await policyFor(c, '合同.pdf');
    expect(p).toMatchObject({ useOss: true, bucketName: 'scf-files', accessKeyId: 'S3RVER', url: `${oss.endpoint}/scf-files` });
    expect(p.fileName).toMatch(/^uploads\/S2\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(doc.conditions).toContainEqual(['eq', '$key', p.fileName]);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, 61_440 * 1024]);
    expect(doc.conditions).toContainEqual({ bucket: 'scf-files' });
    expect(doc.conditions).toContainEqual({ 'x-amz-algorithm': 'AWS4-HMAC-SHA256' });
    const ttl = Date.parse(doc.expiration) - server.clock.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(Object.keys(p.fields ?? {})).toEqual([
      'key',
      'success_action_status',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'policy',
      'x-amz-signature',
    ]);
    expect(p.fields?.['x-amz-credential']).toMatch(/^S3RVER\/\d{8}\/cn-east-1\/s3\/aws4_request$/);
    expect(p.fields?.['x-amz-signature']).toBe(p.sign);
    expect(p.fields?.policy).toBe(p.policy);
  });

  it('records a confirmed upload, serves it from the bucket with the download headers, thumbnails it once, presigns it', async () => {
    const c = await server.login('s2_op');
    const p = await policyFor(c, '截图.png');
    expect(await postToBucket(p, PNG, '截图.png')).toBe(200);
    const res = await confirm(c, p.callback);
    expect(res.status).toBe(200);
    const record = res.body.data as FileRecord;
    expect(p.fileName).toContain(record.pkFile);
    const [row] = await server.db.query<{ storage: string; object_key: string; content: unknown; file_name: string }>(
      'SELECT storage, object_key, content, file_name FROM stored_file WHERE file_id = $1',
      [record.pkFile],
    );
    expect(row).toEqual({ storage: 'oss', object_key: p.fileName, content: null, file_name: '截图.png' });

    const download = await follow(server, c, `/v1/files/download/${record.pkFile}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E6%88%AA%E5%9B%BE\.png$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const small = await follow(server, c, `/v1/files/${record.pkFile}/snapshot/SMALL/show`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');
    expect(await server.db.query('SELECT size FROM file_thumbnail WHERE file_id = $1', [record.pkFile])).toEqual([{ size: 'SMALL' }]);

    const presigned = await c.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile: record.pkFile } });
    const { useOss, url } = presigned.body.data as { useOss: boolean; url: string };
    expect(useOss).toBe(true);
    expect(url.startsWith(`${oss.endpoint}/scf-files/${p.fileName}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('截图.png')}`);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);

    // The policy allowed one upload: a second confirmation is refused.
    expect((await confirm(c, p.callback)).status).toBe(403);
    // Another corporation cannot read it, nor presign it.
    const stranger = await server.login('c1_op');
    expect((await follow(server, stranger, `/v1/files/download/${record.pkFile}`)).statusCode).toBe(404);
    expect((await stranger.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile: record.pkFile } })).status).toBe(404);
  });

  it('refuses and deletes a hostile object (HTML posted as .pdf), recording nothing', async () => {
    const c = await server.login('s2_op');
    const p = await policyFor(c, 'x.pdf');
    expect(await postToBucket(p, Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf')).toBe(200);
    const before = await stored();
    const res = await confirm(c, p.callback);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('文件内容与文件格式不符，请上传真实的文件');
    expect(await stored()).toBe(before);
    expect(await objectStatus(p.fileName)).toBe(404);
  });

  it('refuses and deletes an object over the policy’s size (413), though the bucket took it', async () => {
    const c = await server.login('s2_op');
    await setUploadLimits(server, { sizeOverridesKb: { pdf: 1 } });
    const p = await policyFor(c, 'big.pdf');
    await setUploadLimits(server, null);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024, 0x20), Buffer.from('%%EOF\n')]);
    expect(await postToBucket(p, big, 'big.pdf')).toBe(200);
    const before = await stored();
    expect((await confirm(c, p.callback)).status).toBe(413);
    expect(await stored()).toBe(before);
    expect(await objectStatus(p.fileName)).toBe(404);
  });

  it('records nothing for an object posted under another key than the policy’s', async () => {
    const c = await server.login('s2_op');
    const p = await policyFor(c, 'a.pdf');
    const otherKey = p.fileName.replace(/[0-9a-f]{32}/, 'e'.repeat(32));
    expect(await postToBucket(p, PDF, 'a.pdf', { ...p.fields, key: otherKey })).toBe(200);
    const before = await stored();
    const res = await confirm(c, p.callback);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('未找到已上传的文件，请重新上传');
    expect(await stored()).toBe(before);
  });

  it('refuses a confirmation by someone else, or after the policy expired', async () => {
    const c = await server.login('s2_op');
    const p = await policyFor(c, 'a.pdf');
    expect(await postToBucket(p, PDF, 'a.pdf')).toBe(200);
    const before = await stored();
    expect((await confirm(await server.login('s2_dir'), p.callback)).status).toBe(403);
    expect((await confirm(await server.login('c1_op'), p.callback)).status).toBe(403);
    server.clock.advance(15 * 60_000 + 1);
    expect((await confirm(c, p.callback)).status).toBe(403);
    expect(await stored()).toBe(before);
  });
});
