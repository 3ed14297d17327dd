import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { LEDGER_PRODUCTS } from '../products';
import {
  buyerPaidApplyInputSchema,
  buyerPaidDetailSchema,
  buyerPaidEstimateSchema,
  buyerPaidOptionsSchema,
  buyerPaidPreviewInputSchema,
  buyerPaidRowSchema,
} from '../schemas/buyer-paid';
import { appNoSchema } from '../schemas/application';
import { financeDetailSchema, financeRowSchema } from '../schemas/finance';
import { fiHomeSchema, signupApplyInputSchema, signupOptionsSchema, signupResultSchema, signupRowSchema, supplierLimitsSchema } from '../schemas/finance-core';

/** The ledger product of an area's page (融资签约申请, 供应商额度详情): its options and rows are that product's only. */
export const productOfAreaSchema = z.strictObject({ productType: z.enum(LEDGER_PRODUCTS).optional() });

/** 签约查询: the sign-up records the caller's corporation is in (as the core, the supplier or the FI). */
export const signupListQuerySchema = pagedQuery({ keyword: filterText, fileStatus: z.enum(['', 'PENDING', 'ACTIVE', 'REJECTED']) }, ['createdAt']);
export type SignupListQuery = z.input<typeof signupListQuerySchema>;

/** 供应商融资查询: the financings of the core's credits by its suppliers. */
export const supplierFinanceQuerySchema = pagedQuery(
  {
    keyword: filterText,
    stage: z.enum(['all', 'pending', 'completed', 'ended']),
    fiCorpId: filterText,
    from: filterText,
    to: filterText,
    // 供应商 → 融资详情 (domain-lines.md §17.2): one supplier's financings of one product.
    supplierCorpId: filterText,
    productType: z.enum(['', ...LEDGER_PRODUCTS]),
  },
  ['createdAt'],
);
export type SupplierFinanceQuery = z.input<typeof supplierFinanceQuerySchema>;

/** 核心企业融资查询: the core's 买方付息 applications (`pending`: waiting for the director). */
export const buyerPaidQuerySchema = pagedQuery({ keyword: filterText, scope: z.enum(['all', 'pending']) }, ['createdAt']);
export type BuyerPaidQuery = z.input<typeof buyerPaidQuerySchema>;

/**
 * The core's side of financing (domain.md §7.7): 融资签约 (signup), what it sees of its suppliers' financings on its
 * credits (read only), the suppliers' financing use per FI; and the FI staff's home tiles (§12).
 */
export const financeCoreEndpoints = {
  signupOptions: post('/v1/finance/signup/options', { body: productOfAreaSchema.optional(), response: signupOptionsSchema }),
  signupApply: post('/v1/finance/signup', { body: signupApplyInputSchema, response: signupResultSchema, idempotent: true }),
  signupList: post('/v1/finance/signup/list', { body: signupListQuerySchema, response: pageOf(signupRowSchema) }),
  supplierFinances: post('/v1/finance/core/supplier-finances', { body: supplierFinanceQuerySchema, response: pageOf(financeRowSchema) }),
  supplierFinance: get('/v1/finance/core/supplier-finances/{appNo}', { params: { appNo: appNoSchema }, response: financeDetailSchema }),
  supplierLimits: post('/v1/finance/core/supplier-limits', { body: productOfAreaSchema.optional(), response: supplierLimitsSchema }),
  fiHome: post('/v1/finance/fi-home', { response: fiHomeSchema }),
  // 买方付息 (核心企业融资申请 / 审批 / 查询); the director approves through the credits' generic application calls.
  buyerPaidOptions: post('/v1/finance/core/buyer-paid/options', { response: buyerPaidOptionsSchema }),
  buyerPaidPreview: post('/v1/finance/core/buyer-paid/preview', { body: buyerPaidPreviewInputSchema, response: buyerPaidEstimateSchema }),
  buyerPaidApply: post('/v1/finance/core/buyer-paid', { body: buyerPaidApplyInputSchema, response: buyerPaidDetailSchema, idempotent: true }),
  buyerPaidList: post('/v1/finance/core/buyer-paid/list', { body: buyerPaidQuerySchema, response: pageOf(buyerPaidRowSchema) }),
  buyerPaidDetail: get('/v1/finance/core/buyer-paid/{appNo}', { params: { appNo: appNoSchema }, response: buyerPaidDetailSchema }),
};
