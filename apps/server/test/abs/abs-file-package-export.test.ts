import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, absFileEndpoints, exportEndpoints } from '@scf/api/contract';
import type { AbsFileRow, DownloadFile, ExportLink, ExportRequest, ExportStart, Page } from '@scf/api/contract';
import { configureExports, exportQueue } from '../../src/modules/exports';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();
const dir = mkdtempSync(path.join(tmpdir(), 'scf-abs-pack-'));
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * 下载文件包 through the download centre (domain-lines.md §18.3): an export job whose file is a zip of the ticked
 * receivables' PDFs (each matching its stored SHA-256) and manifest.json; listed on 下载中心 as 文件包; the side's page
 * grant is checked at export and at download.
 */
let c1op: TestClient;
let s1op: TestClient;

beforeAll(async () => {
  configureExports({ dir });
  c1op = await server.login('c1_op');
  s1op = await server.login('s1_op');
});
afterAll(async () => {
  await exportQueue(server.db, () => server.clock.now()).idle();
  rmSync(dir, { recursive: true, force: true });
});

const core = async (c: TestClient): Promise<AbsFileRow[]> =>
  ok<Page<AbsFileRow>>(await c.callEndpoint(absFileEndpoints.coreMatrix, { body: { page: 1, size: 50 } })).rows;
const pack = (side: 'DEBTOR' | 'CREDITOR', receivableNos: string[]): ExportRequest => ({ source: 'abs-file-package', filters: { side, receivableNos } });

describe('下载文件包 as an export of the download centre', () => {
  it('zips the ticked receivables’ documents with manifest.json; 下载中心 lists it as 文件包', async () => {
    const rows = await core(c1op);
    const ap1 = rows.find((r) => r.amount === '500000.00')!.receivableNo;
    const ap3 = rows.find((r) => r.amount === '800000.00')!.receivableNo;
    const started = ok<ExportStart>(await c1op.callEndpoint(exportEndpoints.start, { body: pack('DEBTOR', [ap1, ap3]) }));
    // AP1: 确认函 only; AP3 (pooled): all six documents; and the manifest.
    expect(started).toMatchObject({ mode: 'SYNC', job: { status: 'SUCCEEDED', label: 'ABS文件包', rowCount: 8 } });
    expect(started.job.fileName).toMatch(/^ABS文件包_\d{14}\.zip$/);
    expect(started.job.conditions).toBe(`页面：核心企业档案；应收账款：${ap1}、${ap3}`);
    const link = ok<ExportLink>(await c1op.callEndpoint(exportEndpoints.link, { params: { exportNo: started.job.exportNo } }));
    const res = await c1op.call('GET', link.url);
    expect(res.headers['content-type']).toBe('application/zip');
    const bytes = new Uint8Array(res.res.rawPayload);
    expect(sha256(bytes)).toBe(started.job.sha256);
    const files = unzipSync(bytes);
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as Array<{ file: string; sha256: string; document: string }>;
    expect(manifest.filter((m) => m.file.startsWith(ap1)).map((m) => m.document)).toEqual(['应付账款确认函']);
    expect(manifest.filter((m) => m.file.startsWith(ap3))).toHaveLength(6);
    for (const m of manifest) expect(sha256(files[m.file] ?? new Uint8Array())).toBe(m.sha256);
    expect(Object.keys(files).sort()).toEqual([...manifest.map((m) => m.file), 'manifest.json'].sort());
    const listed = ok<Page<DownloadFile>>(await c1op.callEndpoint(exportEndpoints.files, { body: { page: 1, size: 10 } })).rows;
    expect(listed.find((f) => f.exportNo === started.job.exportNo)).toMatchObject({ fileType: '文件包', fileName: started.job.fileName });
  });

  it('refuses another side’s page and receivables that are not the caller’s', async () => {
    const ap1 = (await core(c1op)).find((r) => r.amount === '500000.00')!.receivableNo;
    refused(await s1op.callEndpoint(exportEndpoints.start, { body: pack('DEBTOR', [ap1]) }), EXPORT_TEXT.noAccess);
    // S1 is AP1's creditor: its own side gives the pack; a receivable of another creditor is not found.
    const ok1 = ok<ExportStart>(await s1op.callEndpoint(exportEndpoints.start, { body: pack('CREDITOR', [ap1]) }));
    expect(ok1.job).toMatchObject({ status: 'SUCCEEDED', rowCount: 2 });
    expect((await s1op.callEndpoint(exportEndpoints.count, { body: pack('CREDITOR', ['ABR20990101000001']) })).status).toBe(404);
  });
});
