import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, exportEndpoints } from '@scf/api/contract';
import type { DownloadFile, ExportCount, ExportJob, ExportLink, ExportRequest, ExportStart, Page } from '@scf/api/contract';
import { SimBank } from '../../src/modules/bank';
import { configureExports, exportQueue } from '../../src/modules/exports';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

// 批量下载 of more than 50 receipts (domain-lines.md §16.7): an export job of the download centre (always queued, however
// few), whose zip holds every selected PDF (matching its stored SHA-256) and SHA256SUMS.csv; 下载中心 lists it as 批量回单.
const server = useTestServer();
const dir = mkdtempSync(path.join(tmpdir(), 'scf-receipts-zip-'));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const at = { businessDate: BUSINESS_DATE, now: Date.parse(`${BUSINESS_DATE}T03:04:05Z`) };
/**
 * Receipts per selection: 51, the fewest above the 50 that 回单查询 zips at once (§16.7), so the selection is one only an
 * export job may take. Each is a transfer and a PDF rendered on first use (most of this file's time): more prove no more.
 */
const N = 51;
const zipOf = (receiptNos: string[]): ExportRequest => ({ source: 'receipts-zip', filters: { receiptNos } });

let c1: TestClient;
let s1: TestClient;
const pay: string[] = [];
const receive: string[] = [];

beforeAll(async () => {
  configureExports({ dir });
  c1 = await server.login('c1_op');
  s1 = await server.login('s1_op');
  for (let i = 0; i < N; i += 1) {
    const r = await server.db.transaction((tx) =>
      SimBank.transfer(tx, {
        ...at,
        fromAccountId: 'A-C1-SPECIAL',
        toAccountId: 'A-S1-ELEC',
        amountFen: BigInt(200 + i),
        purpose: 'FIN_REPAY',
        bizRef: `JOB-${i}`,
      }),
    );
    pay.push(r.receiptNos.pay);
    receive.push(r.receiptNos.receive);
  }
});
afterAll(async () => {
  await exportQueue(server.db, () => server.clock.now()).idle();
  rmSync(dir, { recursive: true, force: true });
});

const mine = async (c: TestClient, exportNo: string) =>
  ok<Page<ExportJob>>(await c.callEndpoint(exportEndpoints.list, { body: { page: 1, size: 50 } })).rows.find((j) => j.exportNo === exportNo);

describe('批量回单 above 50 through the download centre', () => {
  it(`queues a job for ${N} receipts; it finishes with a zip of the ${N} PDFs and SHA256SUMS.csv whose hashes match`, async () => {
    const request = zipOf([...pay].reverse());
    expect(ok<ExportCount>(await c1.callEndpoint(exportEndpoints.count, { body: request }))).toEqual({ count: N + 1, mode: 'JOB' });
    const started = ok<ExportStart>(await c1.callEndpoint(exportEndpoints.start, { body: request }));
    const sorted = [...pay].sort();
    expect(started).toMatchObject({ mode: 'JOB', job: { label: '批量回单', rowCount: N + 1, source: 'receipts-zip' } });
    expect(started.job.conditions).toBe(`回单：${N}张（${sorted[0]} 至 ${sorted[N - 1]}）`);
    await exportQueue(server.db, () => server.clock.now()).idle();
    const done = await mine(c1, started.job.exportNo);
    expect(done).toMatchObject({ status: 'SUCCEEDED', progress: 100, rowCount: N + 1 });
    expect(done?.fileName).toMatch(/^批量回单_\d{14}\.zip$/);
    const files = ok<Page<DownloadFile>>(await c1.callEndpoint(exportEndpoints.files, { body: { page: 1, size: 10 } })).rows;
    expect(files.find((f) => f.exportNo === started.job.exportNo)).toMatchObject({ fileType: '批量回单', fileName: done?.fileName });

    const link = ok<ExportLink>(await c1.callEndpoint(exportEndpoints.link, { params: { exportNo: started.job.exportNo } }));
    const res = await c1.call('GET', link.url);
    expect(res.headers['content-type']).toBe('application/zip');
    const bytes = new Uint8Array(res.res.rawPayload);
    expect(sha(bytes)).toBe(done?.sha256);
    const zip = unzipSync(bytes);
    expect(Object.keys(zip)).toEqual([...sorted.map((n) => `电子回单-${n}.pdf`), 'SHA256SUMS.csv']);
    const stored = await server.db.query<{ receipt_no: string; file_sha256: string }>(
      'SELECT receipt_no, file_sha256 FROM receipt WHERE receipt_no = ANY($1::text[]) ORDER BY receipt_no',
      [sorted],
    );
    expect(stored).toHaveLength(N);
    const sums = strFromU8(zip['SHA256SUMS.csv'] ?? new Uint8Array())
      .trim()
      .split('\n');
    expect(sums).toEqual(['回单编号,SHA-256', ...stored.map((r) => `${r.receipt_no},${r.file_sha256}`)]);
    for (const r of stored) expect(sha(zip[`电子回单-${r.receipt_no}.pdf`] ?? new Uint8Array())).toBe(r.file_sha256);
    for (const r of stored) expect(strFromU8(zip[`电子回单-${r.receipt_no}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
  });

  it('refuses a selection holding another corporation’s receipt, and a user without 回单查询', async () => {
    // S1's copies (收款) are S1's: C1 cannot pack one of them among its own.
    const mixed = zipOf([...pay.slice(0, N - 1), receive[0]!]);
    const count = await c1.callEndpoint(exportEndpoints.count, { body: mixed });
    expect(count.status).toBe(404);
    expect(JSON.stringify(count.body)).toContain('回单不存在');
    expect((await c1.callEndpoint(exportEndpoints.start, { body: mixed })).status).toBe(404);
    // S1 asking for C1's copies: none is S1's.
    expect((await s1.callEndpoint(exportEndpoints.start, { body: zipOf(pay) })).status).toBe(404);
    // S1's own copies go through (S1's operator holds 回单查询 too).
    expect(ok<ExportStart>(await s1.callEndpoint(exportEndpoints.start, { body: zipOf(receive) })).job.rowCount).toBe(N + 1);
    await exportQueue(server.db, () => server.clock.now()).idle();
    // C1's director has no 回单查询: refused before anything is read.
    const dir1 = await server.login('c1_dir');
    refused(await dir1.callEndpoint(exportEndpoints.start, { body: zipOf(pay) }), EXPORT_TEXT.noAccess);
  });
});
