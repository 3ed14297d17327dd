import { z } from 'zod';

/**
 * Exports (domain-lines.md §16.6): every list with 导出 counts first; up to `exportSyncMaxRows` rows download at once
 * (still recorded), more become a job of the download centre; more than the hard cap are refused.
 */
export const EXPORT_STATUS_LABEL = {
  QUEUED: '排队中',
  RUNNING: '生成中',
  SUCCEEDED: '已完成',
  FAILED: '失败',
  EXPIRED: '已过期',
  CANCELLED: '已取消',
} as const;
export type ExportStatus = keyof typeof EXPORT_STATUS_LABEL;
export const EXPORT_STATUSES = Object.keys(EXPORT_STATUS_LABEL) as [ExportStatus, ...ExportStatus[]];

/** The exportable lists (列表名称); `demo-rows` exists only with the demo tools on (§14A.3). */
export const EXPORT_SOURCE_LABEL = {
  credits: '凭证查询',
  'cash-plans': '兑付查询',
  'flow-records': '流转记录',
  'abs-assets': '资产明细',
  'abs-company-overview': '企业业务概览',
  'abs-member-overview': '成员单位业务概览',
  'abs-storage': '入池明细',
  'abs-products': '产品明细',
  'abs-file-package': 'ABS文件包',
  'discount-maturities': '到期付款查询',
  'discount-fi-bills': '票据业务查询',
  'account-flows': '账户流水',
  'receipts-zip': '批量回单',
  'demo-rows': '演示数据',
} as const;
export type ExportSourceKey = keyof typeof EXPORT_SOURCE_LABEL;
export const EXPORT_SOURCE_KEYS = Object.keys(EXPORT_SOURCE_LABEL) as [ExportSourceKey, ...ExportSourceKey[]];

/** The limits of §16.6: at once up to 5 000 rows (configurable), never more than 100 000 in one export. */
export const EXPORT_SYNC_MAX_ROWS = 5_000;
export const EXPORT_MAX_ROWS = 100_000;
export const EXPORT_OPEN_PER_USER = 3;
export const EXPORT_OPEN_PER_CORP = 10;

/** The texts the screens and the server share (verbatim, §16.6). */
export const EXPORT_TEXT = {
  tooMany: '单次导出不能超过100,000条，请缩小查询范围',
  userLimit: '最多同时进行3个导出任务，请稍后再试',
  corpLimit: '企业同时进行的导出任务已达上限，请稍后再试',
  noAccess: '您已无该列表的查看权限，不能下载',
  linkExpired: '下载链接已失效，请重新点击下载',
  queued: '导出数据较多，已转入下载中心生成，完成后将通知您',
  progressLink: '查看进度',
  generated: '导出文件已生成',
} as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One export of 导出记录. */
export const exportJobSchema = z.object({
  exportNo: z.string(),
  source: z.enum(EXPORT_SOURCE_KEYS),
  /** 导出内容: the list's name. */
  label: z.string(),
  /** 查询条件 as the first row of the file reads it. */
  conditions: z.string(),
  rowCount: z.int().nonnegative(),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100, rows written over rows counted at start. */
  progress: z.int().min(0).max(100),
  failReason: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.int().nonnegative().nullable(),
  sha256: z.string().nullable(),
  createdAt: z.string(),
  /** The platform's business date it was started on: 创建时间 and 完成时间 read on it (Asia/Shanghai time of day). */
  businessDate: date,
  finishedAt: z.string().nullable(),
  /** 有效期至 (the file is kept through this business date). */
  expiresOn: date.nullable(),
  actions: z.array(z.enum(['DOWNLOAD', 'CANCEL', 'RETRY'])),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** One file of 下载中心. */
export const downloadFileSchema = z.object({
  exportNo: z.string(),
  fileName: z.string(),
  /** 文件类型 (导出文件, 批量回单 …). */
  fileType: z.string(),
  fileSize: z.int().nonnegative(),
  sha256: z.string(),
  generatedAt: z.string(),
  /** The business date its export was started on (生成时间 reads on it). */
  businessDate: date,
  expiresOn: date,
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

/** The count before an export, and how it would run. */
export const exportCountSchema = z.object({ count: z.int().nonnegative(), mode: z.enum(['SYNC', 'JOB', 'REFUSED']) });
export type ExportCount = z.infer<typeof exportCountSchema>;

/** What starting an export answers: the record, and whether the file is ready to download now. */
export const exportStartSchema = z.object({ mode: z.enum(['SYNC', 'JOB']), job: exportJobSchema });
export type ExportStart = z.infer<typeof exportStartSchema>;

/** A download link minted per click, valid 10 minutes. */
export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;
