import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { exportEndpoints, exportRequestSchema, fillPath, pageWindow } from '@scf/api/contract';
import type { DownloadFile, ExportCount, ExportJob, ExportLink, ExportRequest, ExportStart, ExportStatus, Page } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { FileReply } from '../../platform/http/file-reply';
import { checkMenu } from '../../platform/security/access-check';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { exportsConfig } from './exports.config';
import { exportRefusal } from './exports.errors';
import { exportQueue } from './exports.queue';
import { cancelQueued, exportOf, exportPage, insertExport, insertLink, linkOf, nextExportSeq, openCounts } from './exports.repo';
import type { ExportRow } from './exports.repo';
import { runExport } from './exports.runner';
import type { ExportSource } from './exports.source';
import { sourceOf } from './exports.sources';
import { exportView, fileView } from './exports.view';

/** What the exports need beyond a request's env: the demo switch and the clock the background job keeps. */
export interface ExportDeps {
  demoTools: boolean;
  now: () => number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_TYPE = 'application/zip';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The list's page for the actor's current role (re-checked at every download); `refusal` is what the caller is told. */
async function requireSource(q: Queryable, actor: Actor, source: ExportSource, request: ExportRequest, refusal: () => Error): Promise<void> {
  const access = source.access(request);
  if (access === 'public' || access === 'session') return;
  if ('role' in access) {
    if (!access.role.includes(actor.role)) throw refusal();
    return;
  }
  await checkMenu(q, actor, access).catch(() => {
    throw refusal();
  });
}

async function counted(env: ServiceEnv, deps: ExportDeps, actor: Actor, request: ExportRequest): Promise<{ source: ExportSource; count: number }> {
  const source = sourceOf(request);
  if (source.demoOnly && !deps.demoTools) throw exportRefusal.demoOnly();
  await requireSource(env.db, actor, source, request, exportRefusal.noAccess);
  return { source, count: await source.count({ q: env.db, actor, businessDate: env.businessDate, now: env.now }, request) };
}

const modeOf = (count: number, source: ExportSource): ExportCount['mode'] =>
  count > exportsConfig().maxRows ? 'REFUSED' : count <= exportsConfig().syncMaxRows && !source.jobOnly ? 'SYNC' : 'JOB';

/** 导出's first question: how many rows the screen's filters give, and whether they download at once. */
export async function countExport(env: ServiceEnv, deps: ExportDeps, actor: Actor, request: ExportRequest): Promise<ExportCount> {
  const { source, count } = await counted(env, deps, actor, request);
  return { count, mode: modeOf(count, source) };
}

const exportNoOf = (businessDate: string, seq: number) => `EXP${businessDate.replaceAll('-', '')}${String(seq).padStart(6, '0')}`;

/**
 * 导出: count first; up to exportSyncMaxRows the file is written now (and recorded), above it a job is queued for
 * the download centre (at most 3 open per user, 10 per corporation); above the hard cap it is refused.
 */
export async function startExport(env: ServiceEnv, deps: ExportDeps, actor: Actor, input: ExportRequest): Promise<ExportStart> {
  const request = exportRequestSchema.parse(input);
  const { source, count } = await counted(env, deps, actor, request);
  const mode = modeOf(count, source);
  if (mode === 'REFUSED') throw exportRefusal.tooMany();
  const exportNo = await env.db.transaction(async (tx) => {
    if (mode === 'JOB') {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`export:${actor.corpId}`]);
      const open = await openCounts(tx, actor.userId, actor.corpId);
      if (open.user >= 3) throw exportRefusal.userLimit();
      if (open.corp >= 10) throw exportRefusal.corpLimit();
    }
    const no = exportNoOf(env.businessDate, await nextExportSeq(tx));
    await insertExport(tx, {
      exportNo: no,
      userId: actor.userId,
      corpId: actor.corpId,
      role: actor.role,
      source: request.source,
      request: JSON.stringify(request),
      conditions: await source.describe(request, { q: tx, actor, businessDate: env.businessDate, now: env.now }),
      rowCount: count,
      status: mode === 'SYNC' ? 'RUNNING' : 'QUEUED',
      sync: mode === 'SYNC',
      now: env.now,
      businessDate: env.businessDate,
    });
    return no;
  });
  const row = await mine(env.db, actor, exportNo);
  if (mode === 'SYNC') await runExport(env.db, row, deps.now);
  else exportQueue(env.db, deps.now).kick();
  return { mode, job: exportView(await mine(env.db, actor, exportNo)) };
}

/** The caller's own export; anyone else's reads as absent. */
async function mine(q: Queryable, actor: Actor, exportNo: string): Promise<ExportRow> {
  const row = await exportOf(q, exportNo);
  if (!row || row.user_id !== actor.userId) throw exportRefusal.notFound();
  return row;
}

export async function listExports(
  q: Queryable,
  actor: Actor,
  query: { page: number; size: number; filters?: { status?: ExportStatus } | undefined },
): Promise<Page<ExportJob>> {
  const { limit, offset } = pageWindow(query);
  const page = await exportPage(q, actor.userId, query.filters?.status, limit, offset);
  return { rows: page.rows.map(exportView), total: page.total };
}

/** 下载中心: the caller's finished files, newest first. */
export async function listFiles(q: Queryable, actor: Actor, query: { page: number; size: number }): Promise<Page<DownloadFile>> {
  const { limit, offset } = pageWindow(query);
  const page = await exportPage(q, actor.userId, 'SUCCEEDED', limit, offset);
  return { rows: page.rows.map(fileView), total: page.total };
}

export async function cancelExport(env: ServiceEnv, actor: Actor, exportNo: string): Promise<ExportJob> {
  await mine(env.db, actor, exportNo);
  if (!(await cancelQueued(env.db, exportNo, env.now))) throw exportRefusal.notReady();
  return exportView(await mine(env.db, actor, exportNo));
}

/** 重新导出: the same list and filters again, as a new export (counted again). */
export async function retryExport(env: ServiceEnv, deps: ExportDeps, actor: Actor, exportNo: string): Promise<ExportStart> {
  const row = await mine(env.db, actor, exportNo);
  return startExport(env, deps, actor, exportRequestSchema.parse(JSON.parse(row.request)));
}

/** A finished file the caller may still download: his own, not expired, and his current role still has the list. */
async function downloadable(q: Queryable, actor: Actor, exportNo: string): Promise<ExportRow> {
  const row = await mine(q, actor, exportNo);
  if (row.status !== 'SUCCEEDED' || !row.file_path) throw exportRefusal.notReady();
  const request = exportRequestSchema.parse(JSON.parse(row.request));
  await requireSource(q, actor, sourceOf(request), request, exportRefusal.noAccess);
  return row;
}

/** 下载: a link for this click only, valid 10 minutes. */
export async function mintLink(env: ServiceEnv, actor: Actor, exportNo: string): Promise<ExportLink> {
  await downloadable(env.db, actor, exportNo);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = env.now + exportsConfig().linkTtlMs;
  await insertLink(env.db, hashToken(token), exportNo, actor.userId, expiresAt);
  return { url: fillPath(exportEndpoints.download.path, { token }), expiresAt: new Date(expiresAt).toISOString() };
}

/** The file behind a link: the creator's session only, the link in time, the menu checked once more. */
export async function download(env: ServiceEnv, actor: Actor, token: string): Promise<FileReply> {
  const link = await linkOf(env.db, hashToken(token));
  if (!link || link.user_id !== actor.userId || Number(link.expires_at) < env.now) throw exportRefusal.linkExpired();
  const row = await downloadable(env.db, actor, link.export_no);
  const type = row.file_path?.endsWith('.zip') ? ZIP_TYPE : XLSX_TYPE;
  return new FileReply(new Uint8Array(await readFile(row.file_path ?? '')), type, row.file_name ?? `${row.export_no}.xlsx`, 'attachment');
}
