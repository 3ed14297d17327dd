/**
 * The core's side of financing (domain.md §7.7, issue 14 part 3): 融资签约 (the core signs its suppliers up to an FI's
 * financing product, creating or re-activating the FI customer file) and what the core sees of its suppliers'
 * financings on its credits (供应商融资查询, 供应商额度详情); the FI home tiles (§12).
 */
import { z } from 'zod';
import { PRODUCT_TYPES, amountSchema, corpRefSchema } from './refs';
import { homeTileSchema } from './credit';

/** The FI customer file (融资建档) states and their labels. */
export const CUSTOMER_FILE_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED'] as const;
export const CUSTOMER_FILE_STATUS_LABEL: Readonly<Record<(typeof CUSTOMER_FILE_STATUSES)[number], string>> = {
  PENDING: '待生效',
  ACTIVE: '已生效',
  REJECTED: '已拒绝',
};
export const SIGNUP_FILE_ACTION_LABEL: Readonly<Record<'CREATED' | 'UPDATED', string>> = { CREATED: '新建档案', UPDATED: '更新档案' };

const fileStatus = z.enum(CUSTOMER_FILE_STATUSES);

/** An FI's financing product the core can sign suppliers up to: the FI that granted the core's issuing line, per product. */
export const signupProductSchema = z.object({ fi: corpRefSchema, productType: z.enum(PRODUCT_TYPES), productName: z.string() });
export type SignupProduct = z.infer<typeof signupProductSchema>;

/** 融资签约申请's choices: the products, the core's suppliers with their customer files at each FI. */
export const signupOptionsSchema = z.object({
  products: z.array(signupProductSchema),
  suppliers: z.array(corpRefSchema.extend({ uscc: z.string(), files: z.array(z.object({ fiCorpId: z.string(), status: fileStatus })) })),
});
export type SignupOptions = z.infer<typeof signupOptionsSchema>;

export const signupApplyInputSchema = z.strictObject({
  fiCorpId: z.string().min(1, '请选择融资产品').max(64),
  productType: z.enum(PRODUCT_TYPES),
  supplierCorpIds: z.array(z.string().min(1).max(64)).min(1, '请选择供应商').max(100, '一次最多签约100家供应商'),
});
export type SignupApplyInput = z.input<typeof signupApplyInputSchema>;

/** One supplier of a sign-up batch and the state of its FI customer file now. */
export const signupRowSchema = z.object({
  signupNo: z.string(),
  core: corpRefSchema,
  supplier: corpRefSchema,
  fi: corpRefSchema,
  productType: z.enum(PRODUCT_TYPES),
  productName: z.string(),
  fileAction: z.enum(['CREATED', 'UPDATED']),
  fileStatus: fileStatus,
  fileStatusLabel: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type SignupRow = z.infer<typeof signupRowSchema>;

export const signupResultSchema = z.object({ signupNo: z.string(), rows: z.array(signupRowSchema) });
export type SignupResult = z.infer<typeof signupResultSchema>;

/** 供应商额度详情: per supplier and FI, the customer file and the financing use on the core's credits. */
export const supplierLimitRowSchema = z.object({
  supplier: corpRefSchema,
  fi: corpRefSchema,
  fileStatus: fileStatus.nullable(),
  fileStatusLabel: z.string(),
  /** Held credits of the core's issue the supplier could still finance (Σ HELD). */
  financeable: amountSchema,
  /** Financings under way (submitted, not yet funded or ended). */
  inProgress: amountSchema,
  inProgressCount: z.number().int().nonnegative(),
  /** Financed and not yet cashed (Σ FINANCED leaves). */
  outstanding: amountSchema,
  /** Funded in all (Σ finance amount of COMPLETED financings) and their count. */
  fundedTotal: amountSchema,
  fundedCount: z.number().int().nonnegative(),
});
export type SupplierLimitRow = z.infer<typeof supplierLimitRowSchema>;
export const supplierLimitsSchema = z.object({ rows: z.array(supplierLimitRowSchema) });
export type SupplierLimits = z.infer<typeof supplierLimitsSchema>;

/** The FI staff's home tiles (domain.md §12 FI): pending the client manager / product manager, funded this month, outstanding, overdue. */
export const fiHomeSchema = z.object({ tiles: z.array(homeTileSchema) });
export type FiHome = z.infer<typeof fiHomeSchema>;
