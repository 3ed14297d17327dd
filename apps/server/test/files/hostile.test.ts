import { describe, expect, it } from 'vitest';
import { feedbackEndpoints, fileEndpoints } from '@scf/api/contract';
import type { FileRecord, UploadPolicy } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import type { TestClient } from '../helpers/test-client';
import { JPEG, PDF, PNG, RAR, setUploadLimits, upload, zip } from './upload-helpers';

/**
 * security.md §1.6 / S6: hostile uploads, each refused with its 4xx and with 0 rows stored (stored_file and the
 * feedback tables). What counts as a polyglot here: content whose magic bytes say one type and whose rest would be
 * taken for another (markup a sniffer reads as a page in the first 1,024 bytes, data after a PNG's IEND or a JPEG's
 * EOI, a PDF with JavaScript, launch actions or embedded files). Anything else is served only as what its magic
 * bytes showed, with nosniff, and inline only when it is an image or a PDF.
 */
const server = useTestServer();
const KB = 1024;

const MISMATCH = '文件内容与文件格式不符，请上传真实的文件';
const CONTENT = '文件内容不安全或已损坏（含脚本、网页代码或多余数据），请重新选择文件';
const ARCHIVE = '压缩包内文件过多、压缩比异常或含有不安全的路径，请检查后重新上传';
const NAME = '文件名不合法，请修改文件名后重新上传';
const EXTENSION = '仅支持上传pdf、jpg、jpeg、png、zip、rar格式的文件';
const EMPTY = '文件内容为空，请重新选择文件';
const POLICY = '上传凭证无效或已过期，请重新上传';

const rows = async () => {
  const [f] = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM stored_file');
  const [t] = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM file_thumbnail');
  return `${String(f?.n)}/${String(t?.n)}`;
};

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const html = Buffer.from('<!doctype html><html><body><script>fetch("/v1/auth/logout")</script></body></html>');
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') }));

/** [label, name, bytes, status, message] */
const HOSTILE: ReadonlyArray<readonly [string, string, Buffer, number, string]> = [
  ['HTML renamed .pdf', 'x.pdf', html, 400, MISMATCH],
  ['SVG with script renamed .png', 'x.png', svg, 400, MISMATCH],
  ['SVG with script renamed .jpg', 'x.jpg', svg, 400, MISMATCH],
  ['PNG with a script after IEND (PNG/JS polyglot)', 'x.png', Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]), 400, CONTENT],
  ['PNG with a zip after IEND', 'x.png', Buffer.concat([PNG, zip([{ name: 'a.txt', data: Buffer.from('a') }])]), 400, CONTENT],
  ['PNG magic then HTML', 'x.png', Buffer.concat([PNG.subarray(0, 8), html]), 400, CONTENT],
  ['PNG header only (does not decode)', 'x.png', PNG.subarray(0, 33), 400, CONTENT],
  ['JPEG with a script after EOI', 'x.jpg', Buffer.concat([JPEG, Buffer.from('alert(1)//')]), 400, CONTENT],
  ['JPEG with only 2 magic bytes', 'x.jpg', Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(64, 1)]), 400, MISMATCH],
  ['PDF header then HTML', 'x.pdf', Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n'), 400, CONTENT],
  ['PDF with JavaScript', 'x.pdf', Buffer.from('%PDF-1.7\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF\n'), 400, CONTENT],
  ['PDF with a launch action', 'x.pdf', Buffer.from('%PDF-1.7\n1 0 obj<</OpenAction<</S/Launch/F(cmd.exe)>>>>endobj\n%%EOF\n'), 400, CONTENT],
  ['PDF without its %%EOF', 'x.pdf', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n'), 400, CONTENT],
  ['EXE renamed .pdf', 'x.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]), 400, MISMATCH],
  ['EXE renamed .zip', 'x.zip', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]), 400, MISMATCH],
  ['RAR with wrong magic', 'x.rar', Buffer.concat([Buffer.from('Rar!\x1a\x08'), Buffer.alloc(16)]), 400, MISMATCH],
  ['a zip renamed .rar', 'x.rar', zip([{ name: 'a.txt', data: Buffer.from('a') }]), 400, MISMATCH],
  ['a RAR renamed .zip', 'x.zip', RAR, 400, MISMATCH],
  ['a 10,000-entry zip', 'many.zip', zip(entries(10_000)), 400, ARCHIVE],
  ['a zip declaring 10,000 entries', 'lie.zip', zip(entries(2), { declaredCount: 10_000 }), 400, ARCHIVE],
  [
    'a zip bomb (1 GiB declared from 1 KB)',
    'bomb.zip',
    zip([{ name: 'bomb.bin', data: Buffer.alloc(KB), uncompressed: 1024 ** 3 - 1, compressed: KB }]),
    400,
    ARCHIVE,
  ],
  [
    'a zip with an absurd ratio (500:1)',
    'ratio.zip',
    zip([{ name: 'a.bin', data: Buffer.alloc(4 * KB), uncompressed: 2000 * KB, compressed: 4 * KB }]),
    400,
    ARCHIVE,
  ],
  ['a zip-slip entry (../../etc/passwd)', 'slip.zip', zip([{ name: '../../etc/passwd', data: Buffer.from('x') }]), 400, ARCHIVE],
  [
    'a zip with data after its end record',
    'tail.zip',
    zip([{ name: 'a.txt', data: Buffer.from('a') }], { trailing: Buffer.from('junk after the end record') }),
    400,
    ARCHIVE,
  ],
  ['a zero-byte file', 'empty.pdf', Buffer.alloc(0), 400, EMPTY],
  ['a traversal name ../../x.pdf', '../../x.pdf', PDF, 400, NAME],
  ['x.pdf.exe', 'x.pdf.exe', PDF, 400, EXTENSION],
  ['x.php.png', 'x.php.png', PNG, 400, NAME],
  ['x.html.pdf', 'x.html.pdf', PDF, 400, NAME],
  // The request boundary refuses a NUL anywhere in the request before the file store sees it.
  ['a NUL in the name', 'x\u0000.png', PNG, 400, '请求中含有非法字符'],
  ['CRLF in the name', 'x\r\nContent-Type: text/html.png', PNG, 400, NAME],
  ['a Unicode RTL override (gpj.exe shown as exe.jpg)', 'invoice\u202Egpj.exe', JPEG, 400, NAME],
  ['a zero-width space in the name', 'x\u200B.pdf', PDF, 400, NAME],
  ['a 256-character name', `${'名'.repeat(252)}.pdf`, PDF, 400, NAME],
  ['a name that is only an extension', '.pdf', PDF, 400, NAME],
  ['a name with a trailing dot', 'x.pdf.', PDF, 400, NAME],
  ['a reserved Windows character', 'a<b>.pdf', PDF, 400, NAME],
  ['an .svg', 'x.svg', svg, 400, EXTENSION],
  ['an .html', 'x.html', html, 400, EXTENSION],
  ['no extension', 'x', PDF, 400, EXTENSION],
];

describe('hostile uploads (security.md §1.6, S6)', () => {
  it(`counts at least 30 cases (${HOSTILE.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('refuses %s: 4xx, its message, 0 rows stored', async (_label, name, bytes, status, message) => {
    const c = await server.login('s2_op');
    const before = await rows();
    const res = await upload(server, c, name, bytes);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await rows()).toBe(before);
  });

  it('refuses 1 byte over the limit (413) as it streams, and a 100,000 × 100,000 px PNG bomb (400), storing nothing', async () => {
    const c = await server.login('s2_op');
    await setUploadLimits(server, { sizeOverridesKb: { png: 64 } });
    try {
      const before = await rows();
      const padded = Buffer.alloc(64 * KB + 1);
      PNG.copy(padded);
      const over = await upload(server, c, 'big.png', padded);
      expect(over.status).toBe(413);
      expect(over.body.message).toBe('文件超过最大限制0.06M');
      // IHDR of 100,000 × 100,000 with a valid CRC: tiny file, 10^10 pixels declared.
      const bomb = Buffer.from(PNG);
      bomb.writeUInt32BE(100_000, 16);
      bomb.writeUInt32BE(100_000, 20);
      const { crc32 } = await import('node:zlib');
      bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
      const res = await upload(server, c, 'bomb.png', bomb);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CONTENT);
      expect(await rows()).toBe(before);
    } finally {
      await setUploadLimits(server, null);
    }
  });

  it('refuses a 6th feedback screenshot, storing no feedback', async () => {
    const c = await server.login('s2_op');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(((await upload(server, c, `s${i}.png`, PNG)).body.data as FileRecord).pkFile);
    const [before] = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM opinion_feedback');
    const res = await c.callEndpoint(feedbackEndpoints.submit, { body: { personName: '', mobilePhone: '', opinionContent: '六张截图', files: ids } });
    expect(res.status).toBe(400);
    const [after] = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM opinion_feedback');
    expect(after?.n).toBe(before?.n);
    expect(await server.db.query('SELECT file_id FROM opinion_feedback_file WHERE file_id = ANY($1)', [ids])).toEqual([]);
  });
});

describe('the local store plays OSS: post policies are enforced (security.md §1.6)', () => {
  const policyFor = async (c: TestClient, name: string) =>
    (await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: name } })).body.data as UploadPolicy;

  it('takes an upload under its policy once, as the policy’s file id, and refuses the same policy again', async () => {
    const c = await server.login('s2_op');
    const policy = await policyFor(c, '发票.pdf');
    const first = await upload(server, c, '发票.pdf', PDF, { key: policy.fileName });
    expect(first.status).toBe(200);
    expect(policy.fileName).toContain((first.body.data as FileRecord).pkFile);
    const before = await rows();
    const again = await upload(server, c, '发票.pdf', PDF, { key: policy.fileName });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(POLICY);
    expect(await rows()).toBe(before);
  });

  it.each([
    [
      'a policy used after its expiry',
      async (c: TestClient) => ({ key: (await policyFor(c, 'a.pdf')).fileName, name: 'a.pdf', after: () => server.clock.advance(5 * 60_000 + 1) }),
    ],
    [
      'a different key than the policy’s',
      async (c: TestClient) => ({ key: (await policyFor(c, 'a.pdf')).fileName.replace(/[0-9a-f]{32}/, '0'.repeat(32)), name: 'a.pdf' }),
    ],
    ['a key of another corporation’s policy', async () => ({ key: (await policyFor(await server.login('c1_op'), 'a.pdf')).fileName, name: 'a.pdf' })],
    ['a key of a colleague’s policy', async () => ({ key: (await policyFor(await server.login('s2_dir'), 'a.pdf')).fileName, name: 'a.pdf' })],
    ['another file name than the policy’s', async (c: TestClient) => ({ key: (await policyFor(c, 'a.pdf')).fileName, name: 'b.pdf' })],
    ['another extension than the policy’s', async (c: TestClient) => ({ key: (await policyFor(c, 'a.pdf')).fileName, name: 'a.png' })],
  ] as const)('refuses %s (403), storing nothing', async (_label, make) => {
    const c = await server.login('s2_op');
    const { key, name, after } = { after: undefined, ...(await make(c)) } as { key: string; name: string; after?: () => void };
    after?.();
    const before = await rows();
    const res = await upload(server, c, name, name.endsWith('.png') ? PNG : PDF, { key });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(POLICY);
    expect(await rows()).toBe(before);
  });

  it('refuses a file over the policy’s size (413) even when the limits grew after it was issued', async () => {
    const c = await server.login('s2_op');
    await setUploadLimits(server, { sizeOverridesKb: { pdf: 1 } });
    const policy = await policyFor(c, 'a.pdf');
    await setUploadLimits(server, null);
    const before = await rows();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(KB, 0x20), Buffer.from('%%EOF\n')]);
    const res = await upload(server, c, 'a.pdf', big, { key: policy.fileName });
    expect(res.status).toBe(413);
    expect(await rows()).toBe(before);
  });

  it('refuses a forged callback: a token not signed by the server, or altered (403)', async () => {
    const c = await server.login('s2_op');
    const policy = await policyFor(c, 'a.pdf');
    const [payload, mac] = policy.callback.split('.') as [string, string];
    const otherKey = Buffer.from(JSON.stringify({ k: policy.fileName.replace(/[0-9a-f]{32}/, 'f'.repeat(32)), e: 1 })).toString('base64url');
    for (const forged of [`${payload}.${'A'.repeat(43)}`, `${otherKey}.${mac}`, 'not-a-token', `${payload}.${mac}.x`]) {
      const before = await rows();
      const res = await c.callEndpoint(fileEndpoints.callback, { body: { callback: forged } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('上传回调校验失败');
      expect(await rows()).toBe(before);
    }
  });
});
