import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_TEXT, exportRequestSchema } from '@scf/api/contract';
import type { CorpType, RoleCode } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { sendMessages } from '../messages';
import { exportsConfig } from './exports.config';
import { creatorOf, markFailed, markSucceeded, recordProgress } from './exports.repo';
import type { ExportRow } from './exports.repo';
import { sourceOf } from './exports.sources';
import { exportTime, shanghaiTime } from './exports.time';
import { writeXlsx } from './exports.xlsx';
import { writeZip } from './exports.zip';
import type { ZipEntry } from './exports.zip';

/** `{列表名称}_{yyyyMMddHHmmss}.xlsx` (`.zip` for a zip source). */
export const exportFileName = (label: string, businessDate: string, ms: number, ext: 'xlsx' | 'zip' = 'xlsx') =>
  `${label}_${businessDate.replaceAll('-', '')}${shanghaiTime(ms).replaceAll(':', '')}.${ext}`;

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
 * rows are written (a cancelled job stops), then SUCCEEDED with the file's name, size and SHA-256, or FAILED; a job's
 * creator gets a message either way (the seed's files were made before anyone could be told).
 */
export async function runExport(q: Queryable, row: ExportRow, now: () => number, notifies = !row.sync): Promise<void> {
  let filePath = path.resolve(exportsConfig().dir, `${row.export_no}.xlsx`);
  try {
    const request = exportRequestSchema.parse(JSON.parse(row.request));
    const source = sourceOf(request);
    const ext = source.output ?? 'xlsx';
    filePath = path.resolve(exportsConfig().dir, `${row.export_no}.${ext}`);
    const actor = await creatorActor(q, row);
    const started = now();
    const head = `导出人：${actor.personName}（${actor.userName}） 导出时间：${exportTime(row.business_date, started)} 查询条件：${row.conditions}`;
    await mkdir(path.dirname(filePath), { recursive: true });
    const env = { q, actor, businessDate: row.business_date, now: started };
    const progress = (n: number) => recordProgress(q, row.export_no, n);
    const result =
      ext === 'zip'
        ? await writeZip(filePath, source.rows(env, request) as AsyncIterable<ZipEntry>, progress, new Date(started))
        : await writeXlsx(filePath, source.label, head, source.columns, source.rows(env, request), progress);
    const done =
      result !== null &&
      (await markSucceeded(q, row.export_no, {
        rowCount: result.rows,
        fileName: exportFileName(source.label, row.business_date, started, ext),
        filePath,
        fileSize: result.size,
        sha256: result.sha256,
        now: now(),
        expiresOn: addDays(row.business_date, exportsConfig().keepDays),
      }));
    if (!done) await rm(filePath, { force: true });
    else if (notifies)
      await notify(q, row, EXPORT_TEXT.generated, `${source.label}导出文件已生成（${result.rows}条），请在下载中心下载。`).catch(() => undefined);
  } catch (e) {
    await rm(filePath, { force: true });
    const reason = failReason(e);
    if ((await markFailed(q, row.export_no, reason, now())) && notifies)
      await notify(q, row, '导出失败', `${row.export_no}导出失败：${reason}`).catch(() => undefined);
  }
}

/** 导出数据较多…完成后将通知您: the creator hears when a job ends (a download at once needs no message). */
async function notify(q: Queryable, row: ExportRow, title: string, content: string): Promise<void> {
  const link = title === EXPORT_TEXT.generated ? '/my/download-center' : '/my/export';
  await sendMessages(q, [row.user_id], { messageType: 'BUSINESS', title, content, createdOn: row.business_date, link });
}
