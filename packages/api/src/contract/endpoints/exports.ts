import { z } from 'zod';
import { get, post } from '../endpoint';
import { pageOf, pagedQuery } from '../paging';
import { absFilePackageFiltersSchema } from '../schemas/abs-files';
import { absAssetQuerySchema, absReportQuerySchema } from '../schemas/abs-reports';
import { creditNoSchema } from '../schemas/credit';
import { accountFlowQuerySchema } from '../schemas/e-account';
import { fiBillQuerySchema, maturityQuerySchema } from '../schemas/discount-maturity';
import {
  EXPORT_MAX_ROWS,
  EXPORT_STATUSES,
  downloadFileSchema,
  exportCountSchema,
  exportJobSchema,
  exportLinkSchema,
  exportStartSchema,
} from '../schemas/exports';
import { receiptNoSchema } from '../schemas/receipt';
import { cashPlanListQuerySchema } from './cash';
import { creditListQuerySchema } from './credits';

/**
 * What to export: the list and the very filters (and sort) its screen sends, parsed by the list's own query schema,
 * so the file holds the rows the screen shows.
 */
export const exportRequestSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('credits'), filters: creditListQuerySchema.shape.filters, sort: creditListQuerySchema.shape.sort }),
  z.strictObject({ source: z.literal('cash-plans'), filters: cashPlanListQuerySchema.shape.filters, sort: cashPlanListQuerySchema.shape.sort }),
  z.strictObject({ source: z.literal('flow-records'), filters: z.strictObject({ creditNo: creditNoSchema }) }),
  /** 供应链ABS 资产明细 (domain-lines.md §18.6) under the report's filters (统计截止日, 债务人, 专项计划, 受让方, 资产状态). */
  z.strictObject({ source: z.literal('abs-assets'), filters: absAssetQuerySchema }),
  /** The other four reports of the ABS report centre (§18.6) under the same filters (统计截止日, 债务人, 专项计划, 受让方). */
  z.strictObject({ source: z.literal('abs-company-overview'), filters: absReportQuerySchema }),
  z.strictObject({ source: z.literal('abs-member-overview'), filters: absReportQuerySchema }),
  z.strictObject({ source: z.literal('abs-storage'), filters: absReportQuerySchema }),
  z.strictObject({ source: z.literal('abs-products'), filters: absReportQuerySchema }),
  /** 下载文件包 of 核心企业档案 / 链属企业档案 (§18.3): the ticked receivables' documents as a zip. */
  z.strictObject({ source: z.literal('abs-file-package'), filters: absFilePackageFiltersSchema }),
  /** 到期付款查询 (domain-lines.md §20.6) under the page's filters (到期日, 垫款状态, 票据包号). */
  z.strictObject({ source: z.literal('discount-maturities'), filters: maturityQuerySchema.shape.filters, sort: maturityQuerySchema.shape.sort }),
  /** 票据业务查询 (§20.2) under the page's filters (承兑 / 贴现, 状态, 关键字). */
  z.strictObject({ source: z.literal('discount-fi-bills'), filters: fiBillQuerySchema.shape.filters, sort: fiBillQuerySchema.shape.sort }),
  /** 专户查询's 流水 of one of the corporation's accounts (domain-lines.md §16.8) under the page's filters (交易日期, 收支方向). */
  z.strictObject({ source: z.literal('account-flows'), filters: accountFlowQuerySchema }),
  /** 批量下载 of more than 50 receipts on 回单查询 (domain-lines.md §16.7): their PDFs and SHA256SUMS.csv as a zip. */
  z.strictObject({ source: z.literal('receipts-zip'), filters: z.strictObject({ receiptNos: z.array(receiptNoSchema).min(1).max(EXPORT_MAX_ROWS) }) }),
  /** The demo tools' rows (domain-lines.md §14A.3): refused with DEMO_ONLY when they are off. */
  z.strictObject({ source: z.literal('demo-rows'), filters: z.strictObject({ rows: z.int().min(1).max(200_000) }) }),
]);
export type ExportRequest = z.input<typeof exportRequestSchema>;

const exportNo = z.string().regex(/^EXP\d{14,}$/, '任务编号格式不正确');

/** 导出 (domain-lines.md §16.6): count, start, the user's jobs and files, cancel, 重新导出 and the per-click link. */
export const exportEndpoints = {
  count: post('/v1/exports/count', { body: exportRequestSchema, response: exportCountSchema }),
  start: post('/v1/exports', { body: exportRequestSchema, response: exportStartSchema }),
  /** 导出记录: the caller's own exports, newest first. */
  list: post('/v1/exports/list', { body: pagedQuery({ status: z.enum(EXPORT_STATUSES) }, ['createdAt']), response: pageOf(exportJobSchema) }),
  /** 下载中心: the caller's files ready to download. */
  files: post('/v1/exports/files', { body: pagedQuery({}, ['createdAt']), response: pageOf(downloadFileSchema) }),
  cancel: post('/v1/exports/{exportNo}/cancel', { params: { exportNo }, response: exportJobSchema }),
  /** 重新导出 with the same list and filters: a new job. */
  retry: post('/v1/exports/{exportNo}/retry', { params: { exportNo }, response: exportStartSchema }),
  /** A link for one download, minted per click (the menu is re-checked), valid 10 minutes. */
  link: post('/v1/exports/{exportNo}/link', { params: { exportNo }, response: exportLinkSchema }),
  /** The file (a link GET: creator only, menu re-checked again). */
  download: get('/v1/exports/download/{token}', { params: { token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }, response: z.unknown() }),
} as const;
