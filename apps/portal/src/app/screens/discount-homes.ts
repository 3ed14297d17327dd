import { each } from './registry';
import type { ScreenRegistry } from './registry';

/** The area’s homes (domain-lines.md §20.2): the core’s, the supplier’s and the bank’s (part E), one screen for all. */
export const SCREENS: ScreenRegistry = each(
  [
    '/discount/core/index/operator',
    '/discount/core/index/director',
    '/discount/core/index/query',
    '/discount/chain/index/operator',
    '/discount/chain/index/director',
    '/discount/chain/index/query',
    '/discount/fi/index',
  ],
  () => import('../../features/discount-homes/routes/discount-home-page'),
);
