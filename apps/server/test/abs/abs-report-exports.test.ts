import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, exportEndpoints } from '@scf/api/contract';
import type { ExportLink, ExportRequest, ExportStart } from '@scf/api/contract';
import { configureExports, exportQueue } from '../../src/modules/exports';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();
const dir = mkdtempSync(path.join(tmpdir(), 'scf-abs-exports-'));

/**
 * 导出 of the four other reports of the ABS report centre (domain-lines.md §18.6) through the download centre: the
 * file holds the report's columns and the figures of the §18.6 seed check, in the caller's scope and under its filters.
 */
let c1op: TestClient;
let f1pm: TestClient;
let s1op: TestClient;

beforeAll(async () => {
  configureExports({ dir });
  c1op = await server.login('c1_op');
  f1pm = await server.login('f1_pm');
  s1op = await server.login('s1_op');
});
afterAll(async () => {
  await exportQueue(server.db, () => server.clock.now()).idle();
  rmSync(dir, { recursive: true, force: true });
});

/** Export at once and read the file back: the header row, then the data rows (the first row is 导出人 / 查询条件). */
async function exported(c: TestClient, body: ExportRequest): Promise<{ label: string; conditions: string; rows: unknown[][] }> {
  const started = ok<ExportStart>(await c.callEndpoint(exportEndpoints.start, { body }));
  expect(started.job.status).toBe('SUCCEEDED');
  const link = ok<ExportLink>(await c.callEndpoint(exportEndpoints.link, { params: { exportNo: started.job.exportNo } }));
  const res = await c.call('GET', link.url);
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(new Uint8Array(res.res.rawPayload)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { label: started.job.label, conditions: String(rows[0]?.[0]), rows: rows.slice(1) };
}

const OVERVIEW_HEAD = [
  '企业名称',
  '登记笔数',
  '登记金额',
  '待确权金额',
  '已确权未转让金额',
  '转让中金额',
  '已转让待入池金额',
  '在池存续金额',
  '逾期金额',
  '已回款金额',
  '已到期未转让金额',
  '转让价款合计',
];

describe('导出 of the ABS report centre’s overviews, 入池明细 and 产品明细 (§18.6)', () => {
  it('企业业务概览: C1’s group, 5 笔 1 950 000.00 in the eight buckets, 转让价款合计 983 876.67', async () => {
    const f = await exported(c1op, { source: 'abs-company-overview', filters: {} });
    expect(f.label).toBe('企业业务概览');
    expect(f.rows[0]).toEqual(OVERVIEW_HEAD);
    expect(f.rows.slice(1)).toHaveLength(1);
    expect(f.rows[1]?.slice(1)).toEqual([5, 1_950_000, 300_000, 500_000, 150_000, 0, 800_000, 0, 200_000, 0, 983_876.67]);
  });

  it('成员单位业务概览: C1 4 笔 1 650 000.00, C2 1 笔 300 000.00, then 合计 equal to the group row (I2)', async () => {
    const f = await exported(c1op, { source: 'abs-member-overview', filters: {} });
    expect(f.rows[0]).toEqual(OVERVIEW_HEAD);
    const body = f.rows.slice(1);
    expect(body.map((r) => [r[1], r[2]])).toEqual([
      [4, 1_650_000],
      [1, 300_000],
      [5, 1_950_000],
    ]);
    expect(body.at(-1)?.[0]).toBe('合计');
    expect(body.at(-1)?.slice(1)).toEqual([5, 1_950_000, 300_000, 500_000, 150_000, 0, 800_000, 0, 200_000, 0, 983_876.67]);
  });

  it('入池明细: the two PIB batches, 200 000.00 on 2025-03-21 and 800 000.00 on 2025-05-28 (I3: 1 000 000.00)', async () => {
    const f = await exported(f1pm, { source: 'abs-storage', filters: {} });
    expect(f.label).toBe('入池明细');
    expect(f.rows[0]).toEqual([
      '入池日期',
      '入池批次号',
      '专项计划',
      '资产笔数',
      '应收账款金额',
      '转让价款',
      '加权平均剩余期限（天）',
      '在池存续金额',
      '已回款金额',
      '逾期金额',
    ]);
    const body = f.rows.slice(1);
    expect(body.map((r) => [r[0], r[4], r[7], r[8]])).toEqual([
      ['2025-03-21', 200_000, 0, 200_000],
      ['2025-05-28', 800_000, 800_000, 0],
    ]);
    expect(body.map((r) => r[5])).toEqual([197_876.67, 786_000]);
  });

  it('产品明细: ABS-P1 with 入池资产金额 1 000 000.00 = 在池存续 800 000.00 + 已回款 200 000.00 (I4); the filter is in 查询条件', async () => {
    const f = await exported(f1pm, { source: 'abs-products', filters: { productCode: 'ABS-P1' } });
    expect(f.conditions).toMatch(/查询条件：专项计划：ABS-P1$/);
    expect(f.rows[0]).toEqual([
      '专项计划名称',
      '产品代码',
      '计划管理人',
      '设立日',
      '预期到期日',
      '发行规模',
      '优先级规模',
      '次级规模',
      '入池资产笔数',
      '入池资产金额',
      '在池存续金额',
      '逾期金额',
      '已回款金额',
      '状态',
    ]);
    expect(f.rows.slice(1)).toHaveLength(1);
    expect(f.rows[1]?.slice(1)).toEqual([
      'ABS-P1',
      '建信资本（演示）',
      expect.any(String),
      expect.any(String),
      980_000,
      900_000,
      80_000,
      2,
      1_000_000,
      800_000,
      0,
      200_000,
      '存续期',
    ]);
  });

  it('a supplier has no report centre: each export is refused as the page is', async () => {
    for (const source of ['abs-company-overview', 'abs-member-overview', 'abs-storage', 'abs-products'] as const)
      refused(await s1op.callEndpoint(exportEndpoints.count, { body: { source, filters: {} } }), EXPORT_TEXT.noAccess, 'EXPORT_NO_ACCESS');
  });
});
