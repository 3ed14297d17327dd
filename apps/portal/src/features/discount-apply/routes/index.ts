// 贴现 screens of the supplier (domain-lines.md §20.4), loaded together as one chunk (app/screens/discount-apply.ts registers them).
export { DiscountApplyPage } from './apply-page';
export { DiscountApprovePage } from './approve-page';
export { DiscountQueryPage } from './query-page';
