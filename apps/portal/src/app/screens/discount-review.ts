import type * as DiscountReviewScreens from '../../features/discount-review/routes';
import { named, signing } from './registry';
import type { ScreenRegistry } from './registry';

const review = (name: keyof typeof DiscountReviewScreens) => named(() => import('../../features/discount-review/routes'), name);

/**
 * 贴现's reviews by others than the seller (domain-lines.md §20.4, part C): the bank's 贴现审批 (客户经理 审核通过 / 驳回,
 * 产品经理 签收 with the key) and the core's 买方付息确认 (经办 确认付息, 主管 签署 with the key, 拒绝).
 */
export const SCREENS: ScreenRegistry = {
  '/discount/fi/discount-approve': signing(review('DiscountApprovePage')),
  '/discount/core/interest/confirm': signing(review('InterestConfirmPage')),
};
