// Financing (domain.md §7.7): the holder's, the core's buyer-paid financing and sign-ups.
export { financeEndpoints, financeListQuerySchema } from '../endpoints/finance';
export type { FinanceListQuery } from '../endpoints/finance';
export {
  FINANCE_TOO_MUCH,
  INTEREST_PAYERS,
  INTEREST_PAYER_LABEL,
  QUOTE_MISSING,
  financeApplyInputSchema,
  financeChecksSchema,
  financeDetailSchema,
  financeFiguresSchema,
  financeInvoiceSchema,
  financeLineInputSchema,
  financeOptionsSchema,
  financePreviewInputSchema,
  financeRowSchema,
  financeSummarySchema,
} from '../schemas/finance';
export type { FinanceApplyInput, FinanceDetail, FinanceFiguresView, FinanceOptions, FinanceRow, FinanceSummary } from '../schemas/finance';
export { buyerPaidQuerySchema, financeCoreEndpoints, signupListQuerySchema, supplierFinanceQuerySchema } from '../endpoints/finance-core';
export type { BuyerPaidQuery, SignupListQuery, SupplierFinanceQuery } from '../endpoints/finance-core';
export {
  buyerPaidApplyInputSchema,
  buyerPaidCreditSchema,
  buyerPaidDetailSchema,
  buyerPaidEstimateLineSchema,
  buyerPaidEstimateSchema,
  buyerPaidFinancingSchema,
  buyerPaidOptionsSchema,
  buyerPaidPreviewInputSchema,
  buyerPaidRowSchema,
} from '../schemas/buyer-paid';
export type {
  BuyerPaidApplyInput,
  BuyerPaidCredit,
  BuyerPaidDetail,
  BuyerPaidEstimate,
  BuyerPaidEstimateLine,
  BuyerPaidFinancing,
  BuyerPaidOptions,
  BuyerPaidPreviewInput,
  BuyerPaidRow,
} from '../schemas/buyer-paid';
export {
  CUSTOMER_FILE_STATUSES,
  CUSTOMER_FILE_STATUS_LABEL,
  SIGNUP_FILE_ACTION_LABEL,
  fiHomeSchema,
  signupApplyInputSchema,
  signupOptionsSchema,
  signupProductSchema,
  signupResultSchema,
  signupRowSchema,
  supplierLimitRowSchema,
  supplierLimitsSchema,
} from '../schemas/finance-core';
export type {
  FiHome,
  SignupApplyInput,
  SignupOptions,
  SignupProduct,
  SignupResult,
  SignupRow,
  SupplierLimitRow,
  SupplierLimits,
} from '../schemas/finance-core';
