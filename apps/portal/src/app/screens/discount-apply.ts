import type * as DiscountApplyScreens from '../../features/discount-apply/routes';
import { named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

const screen = (name: keyof typeof DiscountApplyScreens) => named(() => import('../../features/discount-apply/routes'), name);

/**
 * 贴现 (domain-lines.md §20.4–§20.5) of the supplier: 贴现申请 with its trial (operator), 贴现复核 (director: 同意 signs
 * DISCOUNT_*_SIGN, 撤回 signs DISCOUNT_*_REVOKE) and 贴现查询 (every role).
 */
export const SCREENS: ScreenRegistry = {
  ...under('/discount/chain/', {
    apply: screen('DiscountApplyPage'),
    approve: signing(screen('DiscountApprovePage')),
    query: screen('DiscountQueryPage'),
  }),
};
