import type * as BillScreens from '../../features/discount-bills/routes';
import { named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

const bills = (name: keyof typeof BillScreens) => named(() => import('../../features/discount-bills/routes'), name);

/**
 * The packages after acceptance (domain-lines.md §20.1, §20.3): 提示收票, 撤票, 票据签收 (the directors sign on the same
 * pages), 银承查询, 我的票据 and 票据详情 (part B).
 */
export const SCREENS: ScreenRegistry = {
  ...under('/discount/', {
    'core/bab/submit': signing(bills('BabSubmitPage')),
    'core/bab/revoke': signing(bills('BabRevokePage')),
    'core/bab/query': bills('BabQueryPage'),
    'chain/bill/receive': signing(bills('BillReceivePage')),
    'chain/bill/query': bills('MyBillsPage'),
    'bill/detail': bills('BillDetailPage'),
  }),
};
