import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { appNoSchema } from '../schemas/application';
import {
  financeApplyInputSchema,
  financeDetailSchema,
  financeFiguresSchema,
  financeOptionsSchema,
  financePreviewInputSchema,
  financeRowSchema,
  financeSummarySchema,
} from '../schemas/finance';
import { opinionSchema, requiredOpinionSchema } from '../schemas/opinion';
import { signaturePayloadSchema } from '../schemas/signature';

/** 融资查询: the caller's corporation's financings (as applicant or as the FI), by stage. */
export const financeListQuerySchema = pagedQuery({ keyword: filterText, scope: z.enum(['all', 'pending']) }, ['createdAt']);
export type FinanceListQuery = z.input<typeof financeListQuerySchema>;

const byApp = { appNo: appNoSchema };

/**
 * Financing (domain.md §7.7). The holder's director approves with the generic `creditEndpoints.approve` (CREDIT_ASSEMBLE);
 * the FI's product manager signs `SIGNING_ORIGINALS.FIN_APPLY_APPROVE` and approves here.
 */
export const financeEndpoints = {
  options: post('/v1/finance/apply/options', { response: financeOptionsSchema }),
  /** The preview at the business date: 未配置报价 when no quote covers the remaining term. */
  preview: post('/v1/finance/preview', { body: financePreviewInputSchema, response: financeFiguresSchema }),
  apply: post('/v1/finance/apply', { body: financeApplyInputSchema, response: financeDetailSchema, idempotent: true }),
  summary: post('/v1/finance/summary', { response: financeSummarySchema }),
  list: post('/v1/finance/list', { body: financeListQuerySchema, response: pageOf(financeRowSchema) }),
  detail: get('/v1/finance/{appNo}', { params: byApp, response: financeDetailSchema }),
  /** 客户经理 first review: pass on to the product manager, or reject (意见 required). */
  fiPass: post('/v1/finance/{appNo}/fi-pass', {
    params: byApp,
    body: z.strictObject({ comment: opinionSchema.default('') }),
    response: financeDetailSchema,
    idempotent: true,
  }),
  fiReject: post('/v1/finance/{appNo}/fi-reject', {
    params: byApp,
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: financeDetailSchema,
    idempotent: true,
  }),
  /** 产品经理 final approval with the key (→ 待放款). */
  fiApprove: post('/v1/finance/{appNo}/fi-approve', { params: byApp, body: signaturePayloadSchema.strict(), response: financeDetailSchema, idempotent: true }),
  /** 放款: value date = business date, figures recomputed, the credit split, the loan number, the invoices occupied. */
  fund: post('/v1/finance/{appNo}/fund', { params: byApp, response: financeDetailSchema, idempotent: true }),
};
