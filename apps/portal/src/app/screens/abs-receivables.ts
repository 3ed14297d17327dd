import type * as AbsReceivableScreens from '../../features/abs-receivables/routes';
import { named, signing } from './registry';
import type { ScreenRegistry } from './registry';

const screen = (name: keyof typeof AbsReceivableScreens) => named(() => import('../../features/abs-receivables/routes'), name);

/**
 * 供应链ABS receivables (domain-lines.md §18.2–§18.3): the core's 应付账款登记 (its director signs the batches' 应付账款确认函
 * there) and 应付账款查询, the supplier's 应收账款查询.
 */
export const SCREENS: ScreenRegistry = {
  '/abs/core/issue/payable': signing(screen('PayableRegisterPage')),
  '/abs/core/index/payable-query': screen('PayableQueryPage'),
  '/abs/chain/index/receivable-query': screen('ReceivableQueryPage'),
};
