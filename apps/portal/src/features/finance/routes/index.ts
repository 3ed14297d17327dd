// The financing screens (domain.md §7.7): one chunk for all their routes, each registered by name in app/screens/credit.ts.
export { BuyerPaidApplyPage, BuyerPaidApprovePage, BuyerPaidQueryPage } from './buyer-paid-pages';
export { FinanceApplyPage } from './finance-apply-page';
export { FinanceApprovePage } from './finance-approve-page';
export { FinanceDetailPage } from './finance-detail-page';
export { SignupApplyPage, SignupQueryPage } from './signup-pages';
export { SupplierFinanceDetailPage, SupplierFinanceQueryPage, SupplierLimitPage } from './supplier-pages';
