// 导出 and 下载中心 (domain-lines.md §16.6).
export { exportEndpoints, exportRequestSchema } from '../endpoints/exports';
export type { ExportRequest } from '../endpoints/exports';
export {
  EXPORT_MAX_ROWS,
  EXPORT_OPEN_PER_CORP,
  EXPORT_OPEN_PER_USER,
  EXPORT_SOURCE_KEYS,
  EXPORT_SOURCE_LABEL,
  EXPORT_STATUSES,
  EXPORT_STATUS_LABEL,
  EXPORT_SYNC_MAX_ROWS,
  EXPORT_TEXT,
  downloadFileSchema,
  exportCountSchema,
  exportJobSchema,
  exportLinkSchema,
  exportStartSchema,
} from '../schemas/exports';
export type { DownloadFile, ExportCount, ExportJob, ExportLink, ExportSourceKey, ExportStart, ExportStatus } from '../schemas/exports';
