import type * as BabScreens from '../../features/discount-bab/routes';
import { named, signing } from './registry';
import type { ScreenRegistry } from './registry';

const bab = (name: keyof typeof BabScreens) => named(() => import('../../features/discount-bab/routes'), name);

/** 银承出票 (domain-lines.md §20.3): 银承出票申请, 银承出票复核 and the bank’s 承兑审批 (issue 33 part A). */
export const SCREENS: ScreenRegistry = {
  '/discount/core/bab/apply': bab('BabApplyPage'),
  '/discount/core/bab/approve': signing(bab('BabApprovePage')),
  '/discount/fi/bab-approve': signing(bab('FiBabApprovePage')),
};
