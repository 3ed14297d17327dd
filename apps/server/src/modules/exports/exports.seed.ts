import type { ExportRequest } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { exportOf, insertExport } from './exports.repo';
import { exportFileName, runExport } from './exports.runner';
import { sourceOf } from './exports.sources';

/** 09:30 in Asia/Shanghai on a date. */
const morning = (date: string) => Date.parse(`${date}T01:30:00Z`);

async function insertSeed(q: Queryable, no: string, date: string, request: ExportRequest, status: 'RUNNING' | 'QUEUED', rowCount: number): Promise<void> {
  await insertExport(q, {
    exportNo: no,
    userId: 'c1_op',
    corpId: 'C1',
    role: 'ROLE_OPERATOR',
    source: request.source,
    request: JSON.stringify(request),
    conditions: await sourceOf(request).describe(request),
    rowCount,
    status,
    sync: false,
    now: morning(date),
    businessDate: date,
  });
}

/**
 * c1_op's exports (domain-lines.md §13.7): EXP…01 凭证查询 已完成 the day before (its file written now, kept 7 days),
 * EXP…02 流转记录 失败 (查询超时，请缩小查询范围), EXP…03 兑付查询 已过期 (file gone).
 */
export async function seedExports(tx: Queryable, businessDate: string): Promise<void> {
  const yesterday = addDays(businessDate, -1);
  const day = yesterday.replaceAll('-', '');
  const credits: ExportRequest = { source: 'credits', filters: { scope: 'all' } };
  await insertSeed(tx, `EXP${day}000001`, yesterday, credits, 'RUNNING', 0);
  const first = await exportOf(tx, `EXP${day}000001`);
  if (first) await runExport(tx, first, () => morning(yesterday) + 5_000, false);

  const flows: ExportRequest = { source: 'flow-records', filters: { creditNo: 'XG2025061300000001' } };
  await insertSeed(tx, `EXP${day}000002`, yesterday, flows, 'QUEUED', 0);
  await tx.query(`UPDATE export_job SET status = 'FAILED', fail_reason = '查询超时，请缩小查询范围', finished_at = $2 WHERE export_no = $1`, [
    `EXP${day}000002`,
    morning(yesterday) + 60_000,
  ]);

  const june = addDays(businessDate, -15);
  const cash: ExportRequest = { source: 'cash-plans', filters: { variant: 'CASH' } };
  await insertSeed(tx, `EXP${june.replaceAll('-', '')}000003`, june, cash, 'QUEUED', 12);
  await tx.query(`UPDATE export_job SET status = 'EXPIRED', rows_written = 12, file_name = $2, finished_at = $3, expires_on = $4 WHERE export_no = $1`, [
    `EXP${june.replaceAll('-', '')}000003`,
    exportFileName('兑付查询', june, morning(june)),
    morning(june) + 5_000,
    addDays(june, 7),
  ]);
}
