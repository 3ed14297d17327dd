import { EXPORT_SOURCE_LABEL } from '@scf/api/contract';
import type { DownloadFile, ExportJob, ExportRequest, ExportSourceKey, ExportStatus } from '@scf/api/contract';
import type { ExportRow } from './exports.repo';
import { sourceOf } from './exports.sources';

const iso = (ms: string | number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function actionsOf(r: ExportRow): ExportJob['actions'] {
  if (r.status === 'SUCCEEDED') return ['DOWNLOAD', 'RETRY'];
  if (r.status === 'QUEUED') return ['CANCEL'];
  if (r.status === 'FAILED' || r.status === 'EXPIRED' || r.status === 'CANCELLED') return ['RETRY'];
  return [];
}

function progressOf(r: ExportRow): number {
  if (r.status === 'SUCCEEDED') return 100;
  if (r.status !== 'RUNNING' || r.row_count <= 0) return 0;
  return Math.min(99, Math.floor((r.rows_written * 100) / r.row_count));
}

export const exportView = (r: ExportRow): ExportJob => ({
  exportNo: r.export_no,
  source: r.source as ExportSourceKey,
  label: EXPORT_SOURCE_LABEL[r.source as ExportSourceKey],
  conditions: r.conditions,
  rowCount: r.row_count,
  status: r.status as ExportStatus,
  progress: progressOf(r),
  failReason: r.fail_reason,
  fileName: r.file_name,
  fileSize: r.file_size === null ? null : Number(r.file_size),
  sha256: r.sha256,
  createdAt: iso(r.created_at) ?? '',
  businessDate: r.business_date,
  finishedAt: iso(r.finished_at),
  expiresOn: r.expires_on,
  actions: actionsOf(r),
});

export const fileView = (r: ExportRow): DownloadFile => ({
  exportNo: r.export_no,
  fileName: r.file_name ?? '',
  fileType: sourceOf({ source: r.source } as ExportRequest).fileType ?? '导出文件',
  fileSize: Number(r.file_size ?? 0),
  sha256: r.sha256 ?? '',
  generatedAt: iso(r.finished_at) ?? '',
  businessDate: r.business_date,
  expiresOn: r.expires_on ?? '',
});
