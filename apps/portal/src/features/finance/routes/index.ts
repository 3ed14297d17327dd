// The financing screens (domain.md §7.7): one chunk for all their routes (screens.ts registers them through one import site).
export { FinanceApplyPage } from './finance-apply-page';
export { FinanceApprovePage } from './finance-approve-page';
export { FinanceDetailPage } from './finance-detail-page';
