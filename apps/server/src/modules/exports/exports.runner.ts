import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { exportRequestSchema } from '@scf/api/contract';
import type { CorpType, RoleCode } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { exportsConfig } from './exports.config';
import { creatorOf, markFailed, markSucceeded, recordProgress } from './exports.repo';
import type { ExportRow } from './exports.repo';
import { sourceOf } from './exports.sources';
import { writeXlsx } from './exports.xlsx';

/** Asia/Shanghai time of day of an instant (HH:mm:ss). */
const shanghaiTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 19);

/** 导出时间 on the platform's business date with the time of day of the instant (as the flow records show it). */
export const exportTime = (businessDate: string, ms: number) => `${businessDate} ${shanghaiTime(ms)}`;

/** `{列表名称}_{yyyyMMddHHmmss}.xlsx`. */
export const exportFileName = (label: string, businessDate: string, ms: number) =>
  `${label}_${businessDate.replaceAll('-', '')}${shanghaiTime(ms).replaceAll(':', '')}.xlsx`;

/** The creator as the background job acts: the user in the role he exported in (his corporation scopes every read). */
async function creatorActor(q: Queryable, row: ExportRow): Promise<Actor> {
  const u = await creatorOf(q, row.user_id);
  if (!u) throw new Error(`export ${row.export_no}: creator ${row.user_id} is gone`);
  return {
    userId: u.user_id,
    userName: u.user_name,
    personName: u.person_name,
    corpId: u.corp_id,
    corpName: u.corp_name,
    corpType: u.corp_type as CorpType,
    parentCorpId: u.parent_corp_id,
    role: row.role_code as RoleCode,
    ukeySuffix: '',
    sessionId: '',
  };
}

/** Why an export failed, as 导出记录 shows it. */
function failReason(e: unknown): string {
  const message = e instanceof Error ? e.message : '';
  if (/statement timeout|canceling statement/i.test(message)) return '查询超时，请缩小查询范围';
  return '导出失败，请重新导出';
}

/**
 * Write one RUNNING export's file: its rows read again by the list's own query as the creator, progress recorded as
 * rows are written (a cancelled job stops), then SUCCEEDED with the file's name, size and SHA-256, or FAILED.
 */
export async function runExport(q: Queryable, row: ExportRow, now: () => number): Promise<void> {
  const filePath = path.resolve(exportsConfig().dir, `${row.export_no}.xlsx`);
  try {
    const request = exportRequestSchema.parse(JSON.parse(row.request));
    const source = sourceOf(request);
    const actor = await creatorActor(q, row);
    const started = now();
    const head = `导出人：${actor.personName}（${actor.userName}） 导出时间：${exportTime(row.business_date, started)} 查询条件：${row.conditions}`;
    await mkdir(path.dirname(filePath), { recursive: true });
    const env = { q, actor, businessDate: row.business_date };
    const result = await writeXlsx(filePath, source.label, head, source.columns, source.rows(env, request), (n) => recordProgress(q, row.export_no, n));
    const done =
      result !== null &&
      (await markSucceeded(q, row.export_no, {
        rowCount: result.rows,
        fileName: exportFileName(source.label, row.business_date, started),
        filePath,
        fileSize: result.size,
        sha256: result.sha256,
        now: now(),
        expiresOn: addDays(row.business_date, exportsConfig().keepDays),
      }));
    if (!done) await rm(filePath, { force: true });
  } catch (e) {
    await rm(filePath, { force: true });
    await markFailed(q, row.export_no, failReason(e), now());
  }
}
