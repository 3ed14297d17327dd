import type * as DiscountFiScreens from '../../features/discount-fi/routes';
import { named } from './registry';
import type { ScreenRegistry } from './registry';

const discountFi = (name: keyof typeof DiscountFiScreens) => named(() => import('../../features/discount-fi/routes'), name);

/** The bank’s side and maturity (domain-lines.md §20.2, §20.6): 票据业务查询 and 到期付款查询 (part D). */
export const SCREENS: ScreenRegistry = {
  '/discount/core/maturity/query': discountFi('MaturityQueryPage'),
  '/discount/fi/query': discountFi('FiQueryPage'),
};
