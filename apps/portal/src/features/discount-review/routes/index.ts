// 贴现审批 (bank) and 买方付息确认 (drawer), loaded together as one chunk (app/screens/discount-review.ts registers them).
export { DiscountApprovePage, InterestConfirmPage } from './review-page';
