import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { businessDateSchema } from '../schemas/refs';
import { RECEIPT_BIZ_TYPES, RECEIPT_SIDES, receiptCheckSchema, receiptNoSchema, receiptSchema } from '../schemas/receipt';
import { verifyCodeSchema } from '../schemas/verification';

const amountFilter = z.string().regex(/^\d{1,14}(?:\.\d{1,2})?$/, '请输入正确的金额');

/** 回单查询's filters (§16.7): 交易日期 range, 业务类型, 收/付, 金额 range, 关联业务编号. */
export const receiptListQuerySchema = pagedQuery(
  {
    dateFrom: businessDateSchema,
    dateTo: businessDateSchema,
    bizType: z.enum(RECEIPT_BIZ_TYPES),
    side: z.enum(RECEIPT_SIDES),
    amountMin: amountFilter,
    amountMax: amountFilter,
    bizRef: filterText,
  },
  ['tradeDate', 'amount'],
);
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

/** The receipts of 批量下载: comma-separated numbers (the server refuses more than 50: 单次最多批量下载50张回单). */
export const receiptBatchSchema = z.strictObject({
  nos: z
    .string()
    .max(20 * 1000)
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(receiptNoSchema).min(1, '请选择回单')),
});

const receiptNo = receiptNoSchema;

/** 回单 (domain-lines.md §16.7): the corporation's receipts, their PDF (re-hashed on every read), 批量下载 and 回单验真. */
export const receiptEndpoints = {
  list: post('/v1/receipts/list', { body: receiptListQuerySchema, response: pageOf(receiptSchema) }),
  /** The PDF (a link GET): inline for the previewer, else as an attachment; refused when its bytes no longer match the stored hash. */
  file: get('/v1/receipts/{receiptNo}/file', {
    params: { receiptNo },
    query: z.strictObject({ inline: z.enum(['1']).optional() }),
    response: z.unknown(),
  }),
  /** A zip of up to 50 of the corporation's receipts (a link GET). */
  batch: get('/v1/receipts/batch', { query: receiptBatchSchema, response: z.unknown() }),
  /** 重新生成 a receipt whose generation failed. */
  regenerate: post('/v1/receipts/{receiptNo}/regenerate', { params: { receiptNo }, response: receiptSchema }),
  /** 回单验真: 回单真实有效 with the key fields, or found: false (未查询到该回单). */
  check: post('/v1/receipts/check', { body: z.strictObject({ code: verifyCodeSchema }), response: receiptCheckSchema }),
} as const;
