import { z } from 'zod';
import { get, post } from '../endpoint';
import { pageOf } from '../paging';
import { absReceivableListSchema, absReceivableNoSchema } from '../schemas/abs';
import { absFilePackageQuerySchema, absFileRowSchema } from '../schemas/abs-files';
import { applicationDetailSchema } from '../schemas/credit';

/**
 * The ABS documents (domain-lines.md §18.5): the document × asset matrix of 核心企业档案 (the caller as debtor) and
 * 链属企业档案 (as original creditor), the debtor operator's 提交签署 of a 付款确认书 (an ABS_PAY_CONFIRM application its
 * director signs with the generic approve over CONTRACT_SIGN), and 下载文件包 (a zip, a link GET).
 */
export const absFileEndpoints = {
  coreMatrix: post('/v1/abs/files/core/list', { body: absReceivableListSchema, response: pageOf(absFileRowSchema) }),
  chainMatrix: post('/v1/abs/files/chain/list', { body: absReceivableListSchema, response: pageOf(absFileRowSchema) }),
  /** 提交签署 付款确认书 (the debtor's operator, on a transferred receivable) → ABS_PAY_CONFIRM 待复核. */
  payConfirmSubmit: post('/v1/abs/files/{receivableNo}/pay-confirm', {
    params: { receivableNo: absReceivableNoSchema },
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 下载文件包: a zip of the selected receivables' documents. */
  package: get('/v1/abs/files/package', { query: absFilePackageQuerySchema, response: z.unknown() }),
} as const;
