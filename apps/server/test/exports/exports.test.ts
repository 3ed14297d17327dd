import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, cashEndpoints, eAccountEndpoints, exportEndpoints, messageEndpoints } from '@scf/api/contract';
import type { AccountFlow, CashPlan, DownloadFile, ExportCount, ExportJob, ExportLink, ExportRequest, ExportStart, Page } from '@scf/api/contract';
import { configureExports, exportQueue } from '../../src/modules/exports';
import { runExportJobs } from '../../src/modules/exports/exports.jobs';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer({ demoTools: true });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const dir = mkdtempSync(path.join(tmpdir(), 'scf-exports-'));
const CREDITS: ExportRequest = { source: 'credits', filters: { scope: 'all' } };
const demo = (rows: number): ExportRequest => ({ source: 'demo-rows', filters: { rows } });

/** The rows of a downloaded xlsx, as exceljs reads them back. */
async function sheetRows(bytes: Uint8Array): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function fetchFile(c: TestClient, exportNo: string): Promise<Uint8Array> {
  const link = ok<ExportLink>(await c.callEndpoint(exportEndpoints.link, { params: { exportNo } }));
  const res = await c.call('GET', link.url);
  expect(res.status).toBe(200);
  return new Uint8Array(res.res.rawPayload);
}

const jobs = async (c: TestClient) => ok<Page<ExportJob>>(await c.callEndpoint(exportEndpoints.list, { body: { page: 1, size: 50 } })).rows;
const start = (c: TestClient, body: ExportRequest) => c.callEndpoint(exportEndpoints.start, { body });

describe('exports through the download centre (domain-lines.md §16.6)', () => {
  let op: TestClient;
  beforeAll(async () => {
    configureExports({ dir, syncMaxRows: 50 });
    op = await server.login('c1_op');
  });
  afterAll(async () => {
    await exportQueue(server.db, () => server.clock.now()).idle();
    configureExports({ syncMaxRows: 5_000 });
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows c1_op’s seeded exports: 凭证查询 已完成 with its file, 流转记录 失败 with the reason, 兑付查询 已过期', async () => {
    const byLabel = Object.fromEntries((await jobs(op)).map((j) => [j.label, j]));
    expect(byLabel['凭证查询']).toMatchObject({ status: 'SUCCEEDED', progress: 100, expiresOn: '2025-06-22', actions: ['DOWNLOAD', 'RETRY'] });
    expect(byLabel['凭证查询']?.exportNo).toBe('EXP20250615000001');
    expect(byLabel['流转记录']).toMatchObject({ status: 'FAILED', failReason: '查询超时，请缩小查询范围', actions: ['RETRY'] });
    expect(byLabel['兑付查询']).toMatchObject({ status: 'EXPIRED', actions: ['RETRY'] });
    const files = ok<Page<DownloadFile>>(await op.callEndpoint(exportEndpoints.files, { body: { page: 1, size: 10 } })).rows;
    expect(files.map((f) => f.exportNo)).toEqual(['EXP20250615000001']);
    expect(sha256(await fetchFile(op, 'EXP20250615000001'))).toBe(files[0]?.sha256);
  });

  it('counts first and downloads a small list at once: the first row names the exporter, time and filters; the SHA-256 matches', async () => {
    const count = ok<ExportCount>(await op.callEndpoint(exportEndpoints.count, { body: CREDITS }));
    expect(count.mode).toBe('SYNC');
    expect(count.count).toBeGreaterThan(0);
    const started = ok<ExportStart>(await start(op, CREDITS));
    expect(started.mode).toBe('SYNC');
    expect(started.job).toMatchObject({ status: 'SUCCEEDED', rowCount: count.count, label: '凭证查询', conditions: '范围：全部' });
    expect(started.job.fileName).toMatch(/^凭证查询_20250616\d{6}\.xlsx$/);
    const bytes = await fetchFile(op, started.job.exportNo);
    expect(sha256(bytes)).toBe(started.job.sha256);
    const rows = await sheetRows(bytes);
    expect(String(rows[0]?.[0])).toMatch(new RegExp(`^导出人：.+（c1_op） 导出时间：${BUSINESS_DATE} \\d{2}:\\d{2}:\\d{2} 查询条件：范围：全部$`));
    expect(rows[1]).toEqual(['凭证编号', '开立方', '持有方', '金额', '承诺付款日', '状态']);
    expect(rows).toHaveLength(count.count + 2);
  });

  it('makes a job of a larger export: 排队中 → 已完成 in the background, progress 100, the file holds every row', async () => {
    const started = ok<ExportStart>(await start(op, demo(5_000)));
    expect(started.mode).toBe('JOB');
    expect(['QUEUED', 'RUNNING']).toContain(started.job.status);
    await exportQueue(server.db, () => server.clock.now()).idle();
    const job = (await jobs(op)).find((j) => j.exportNo === started.job.exportNo);
    expect(job).toMatchObject({ status: 'SUCCEEDED', progress: 100, rowCount: 5_000, expiresOn: '2025-06-23' });
    const rows = await sheetRows(await fetchFile(op, started.job.exportNo));
    expect(rows).toHaveLength(5_002);
    expect(rows[5_001]?.[0]).toBe(5_000);
  });

  it('refuses more than 100,000 rows, a fourth open job of a user and an eleventh of a corporation, with the design’s texts', async () => {
    expect(ok<ExportCount>(await op.callEndpoint(exportEndpoints.count, { body: demo(100_001) })).mode).toBe('REFUSED');
    refused(await start(op, demo(100_001)), EXPORT_TEXT.tooMany);
    const running = (user: string, n: number) =>
      server.db.query(
        `INSERT INTO export_job (export_no, user_id, corp_id, role_code, source, request, conditions, status, created_at, business_date)
         SELECT 'EXP20250616' || lpad((900000 + g + $2)::text, 6, '0'), $1, 'C1', 'ROLE_OPERATOR', 'demo-rows', '{}', '', 'RUNNING', 0, '2025-06-16'
           FROM generate_series(1, $3) g`,
        [user, user === 'c1_op' ? 0 : 100, n],
      );
    await running('c1_op', 3);
    refused(await start(op, demo(60)), EXPORT_TEXT.userLimit);
    await running('c1_dir', 7);
    refused(await start(await server.login('c1_query'), demo(60)), EXPORT_TEXT.corpLimit);
    // Small exports are not jobs: they still download at once.
    expect(ok<ExportStart>(await start(op, demo(10))).mode).toBe('SYNC');
    await server.db.query(`UPDATE export_job SET status = 'FAILED' WHERE export_no LIKE 'EXP2025061690%'`);
  });

  // Issue 28 item 9: 兑付查询's 导出 writes what the screen's search found, not every plan.
  it('counts 兑付查询 under the screen’s filters: the plan number, the state and the due range narrow it as the list does', async () => {
    const count = async (filters: Extract<ExportRequest, { source: 'cash-plans' }>['filters']) =>
      ok<ExportCount>(await op.callEndpoint(exportEndpoints.count, { body: { source: 'cash-plans', filters } })).count;
    const plans = ok<Page<CashPlan>>(await op.callEndpoint(cashEndpoints.plans, { body: { page: 1, size: 50, filters: { variant: 'CASH' } } })).rows;
    const lines = plans.reduce((n, p) => n + p.lines.length, 0);
    const first = plans[0]!;
    expect(lines).toBeGreaterThan(first.lines.length);
    expect(await count({ variant: 'CASH' })).toBe(lines);
    expect(await count({ variant: 'CASH', planNo: first.planNo })).toBe(first.lines.length);
    expect(await count({ variant: 'CASH', dueFrom: first.dueDate, dueTo: first.dueDate })).toBe(
      plans.filter((p) => p.dueDate === first.dueDate).reduce((n, p) => n + p.lines.length, 0),
    );
    expect(await count({ variant: 'CASH', planNo: first.planNo, status: first.status === 'PAID' ? 'RETURNED' : 'PAID' })).toBe(0);
  });

  it('mints a link per click valid 10 minutes, for the creator only, and re-checks the menu at each download', async () => {
    const cash = ok<ExportStart>(await start(op, { source: 'cash-plans', filters: { variant: 'CASH' } }));
    expect(cash.job).toMatchObject({ status: 'SUCCEEDED', label: '兑付查询' });
    const link = ok<ExportLink>(await op.callEndpoint(exportEndpoints.link, { params: { exportNo: cash.job.exportNo } }));
    const other = await server.login('c1_dir');
    expect((await other.call('GET', link.url)).status).toBe(410);
    expect((await other.callEndpoint(exportEndpoints.link, { params: { exportNo: cash.job.exportNo } })).status).toBe(404);
    server.clock.advance(10 * 60_000 + 1);
    const late = await op.call('GET', link.url);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(EXPORT_TEXT.linkExpired);
    const grant = `DELETE FROM role_menu WHERE corp_type = 'CORE' AND role_code = 'ROLE_OPERATOR'
                     AND menu_id = (SELECT menu_id FROM menu WHERE path = '/credit/core/cash/cash-query') RETURNING menu_id`;
    const [withdrawn] = await server.db.query<{ menu_id: unknown }>(grant);
    try {
      refused(await op.callEndpoint(exportEndpoints.link, { params: { exportNo: cash.job.exportNo } }), EXPORT_TEXT.noAccess);
    } finally {
      await server.db.query(`INSERT INTO role_menu (corp_type, role_code, menu_id) VALUES ('CORE', 'ROLE_OPERATOR', $1)`, [withdrawn?.menu_id]);
    }
    expect((await fetchFile(op, cash.job.exportNo)).length).toBeGreaterThan(0);
  });

  it('cancels a queued job, and 重新导出 repeats the same filters as a new export', async () => {
    await server.db.query(
      `INSERT INTO export_job (export_no, user_id, corp_id, role_code, source, request, conditions, status, row_count, created_at, business_date)
       VALUES ('EXP20250616800001', 'c1_op', 'C1', 'ROLE_OPERATOR', 'credits', $1, '范围：全部', 'QUEUED', 9, 0, '2025-06-16')`,
      [JSON.stringify(CREDITS)],
    );
    const cancelled = ok<ExportJob>(await op.callEndpoint(exportEndpoints.cancel, { params: { exportNo: 'EXP20250616800001' } }));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: ['RETRY'] });
    refused(await op.callEndpoint(exportEndpoints.cancel, { params: { exportNo: 'EXP20250616800001' } }), '当前状态不允许此操作，请刷新后重试');
    const again = ok<ExportStart>(await op.callEndpoint(exportEndpoints.retry, { params: { exportNo: 'EXP20250616800001' } }));
    expect(again.job).toMatchObject({ status: 'SUCCEEDED', conditions: '范围：全部', label: '凭证查询' });
    expect(again.job.exportNo).not.toBe('EXP20250616800001');
  });

  it('on start queues again what was running; on the day after its last day a file expires and is deleted', async () => {
    await server.db.query(
      `INSERT INTO export_job (export_no, user_id, corp_id, role_code, source, request, conditions, status, row_count, created_at, business_date)
       VALUES ('EXP20250616800002', 'c1_op', 'C1', 'ROLE_OPERATOR', 'demo-rows', $1, '行数：70', 'RUNNING', 70, 0, '2025-06-16')`,
      [JSON.stringify(demo(70))],
    );
    await runExportJobs(server.db, server.clock.now(), '2025-06-22');
    await exportQueue(server.db, () => server.clock.now()).idle();
    const byNo = Object.fromEntries((await jobs(op)).map((j) => [j.exportNo, j]));
    expect(byNo.EXP20250616800002).toMatchObject({ status: 'SUCCEEDED', rowCount: 70 });
    expect(byNo.EXP20250615000001?.status).toBe('SUCCEEDED');
    const [seeded] = await server.db.query<{ file_path: string }>(`SELECT file_path FROM export_job WHERE export_no = 'EXP20250615000001'`);
    await runExportJobs(server.db, server.clock.now(), '2025-06-23');
    expect((await jobs(op)).find((j) => j.exportNo === 'EXP20250615000001')).toMatchObject({ status: 'EXPIRED', actions: ['RETRY'] });
    expect(existsSync(seeded?.file_path ?? '')).toBe(false);
    refused(await op.callEndpoint(exportEndpoints.link, { params: { exportNo: 'EXP20250615000001' } }), '当前状态不允许此操作，请刷新后重试');
  });
  it('exports 专户查询’s 流水 under the page’s filters: the count is the list’s, the file the screen’s columns, another corp’s account is absent', async () => {
    const FLOWS: ExportRequest = { source: 'account-flows', filters: { accountId: 'A-C1-SPECIAL' } };
    const screen = ok<AccountFlow[]>(await op.callEndpoint(eAccountEndpoints.flows, { query: { accountId: 'A-C1-SPECIAL' } }));
    expect(screen.length).toBeGreaterThan(1);
    expect(ok<ExportCount>(await op.callEndpoint(exportEndpoints.count, { body: FLOWS })).count).toBe(screen.length);
    const out = screen.filter((f) => f.expense !== null);
    const outOnly: ExportRequest = { source: 'account-flows', filters: { accountId: 'A-C1-SPECIAL', direction: 'OUT' } };
    expect(ok<ExportCount>(await op.callEndpoint(exportEndpoints.count, { body: outOnly })).count).toBe(out.length);

    configureExports({ syncMaxRows: 5_000 });
    try {
      const started = ok<ExportStart>(await start(op, FLOWS));
      expect(started).toMatchObject({ mode: 'SYNC', job: { status: 'SUCCEEDED', label: '账户流水', rowCount: screen.length } });
      expect(started.job.conditions).toMatch(/^账户：还款专户 \d{20}$/);
      const rows = await sheetRows(await fetchFile(op, started.job.exportNo));
      expect(String(rows[0]?.[0])).toContain(`查询条件：${started.job.conditions}`);
      expect(rows[1]).toEqual(['交易时间', '交易流水号', '摘要', '对方户名', '对方账号', '收入金额', '支出金额', '余额', '关联业务编号', '回单编号']);
      const first = screen[0]!;
      expect(rows[2]?.[0]).toMatch(new RegExp(`^${first.businessDate} \\d{2}:\\d{2}:\\d{2}$`));
      expect(rows[2]?.[2]).toBe(first.summary);
      expect(rows[2]?.[7]).toBe(Number(first.balance));
      expect(rows).toHaveLength(screen.length + 2);
    } finally {
      configureExports({ syncMaxRows: 50 });
    }
    const s1 = await server.login('s1_op');
    expect((await s1.callEndpoint(exportEndpoints.count, { body: FLOWS })).status).toBe(404);
  });

  it('tells the creator when a job has finished (完成后将通知您): 导出文件已生成, leading to 下载中心', async () => {
    const unread = async () =>
      ok<{ list: Array<{ title: string; content: string; link: string | null }> }>(
        await op.callEndpoint(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } }),
      ).list.filter((m) => m.title === EXPORT_TEXT.generated);
    const before = (await unread()).length;
    const started = ok<ExportStart>(await start(op, demo(120)));
    expect(started.mode).toBe('JOB');
    await exportQueue(server.db, () => server.clock.now()).idle();
    const told = await unread();
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ content: '演示数据导出文件已生成（120条），请在下载中心下载。', link: '/my/download-center' });
    // A download at once is no news.
    expect(ok<ExportStart>(await start(op, demo(10))).mode).toBe('SYNC');
    expect(await unread()).toHaveLength(before + 1);
  });
});
