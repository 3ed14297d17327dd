import type * as FinanceScreens from '../../features/finance/routes';
import { ledgerScreens, tradeData } from './ledger';
import { byRole, each, named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

/** The 融资 screens (domain.md §7.7): one chunk for all of them. */
const finance = (name: keyof typeof FinanceScreens) => named(() => import('../../features/finance/routes'), name);

/** 电子债权凭证 (`/credit`): the ledger screens, then what only the credit product has. */
export const SCREENS: ScreenRegistry = {
  ...ledgerScreens('CREDIT'),
  // A credit's printable slip (domain.md §5.3).
  '/credit/sign-html': () => import('../../features/records/routes/sign-html-page'),
  // 兑付 (credit product only, domain.md §7.8); the icbccash-* routes run the same screens for the payer account at another bank.
  ...under('/credit/core/cash/', {
    'cash-calendar': () => import('../../features/cash/routes/cash-calendar-page'),
    ...each(['cash-check', 'icbccash-apply', 'icbccash-check'], () => import('../../features/cash/routes/cash-check-page')),
    ...each(
      ['director-approve', 'icbccash-approve'],
      signing(() => import('../../features/cash/routes/director-approve-page')),
    ),
    'payment-progress': () => import('../../features/cash/routes/payment-progress-page'),
    ...each(['cash-query', 'icbccash-query'], () => import('../../features/cash/routes/cash-query-page')),
    'cash-confirm': () => import('../../features/cash/routes/cash-confirm-page'),
  }),
  '/credit/core/finance-data/issue': tradeData('PackageCreatePage'),
  '/credit/finance/contract-manage': tradeData('ContractManagePage'),
  '/credit/finance/invoice-manage': tradeData('InvoiceManagePage'),
  // 融资 (domain.md §7.7): the holder applies and its director signs; the bank's client manager and product manager
  // work from their menu's 核心企业融资查询 (the same screen as 融资详情), the product manager signing with the key.
  '/credit/chain/finance/apply': finance('FinanceApplyPage'),
  '/credit/chain/finance/approve': signing(finance('FinanceApprovePage')),
  '/credit/chain/finance/detail': signing(finance('FinanceDetailPage')),
  // The core's 买方付息 (核心企业融资申请 / 审批 / 查询); on 查询 the bank's staff get their queue instead.
  '/credit/core/finance/apply': finance('BuyerPaidApplyPage'),
  '/credit/core/finance/approve': signing(finance('BuyerPaidApprovePage')),
  '/credit/core/finance/query': byRole(['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'], signing(finance('FinanceDetailPage')), finance('BuyerPaidQueryPage')),
  // 融资签约 and 签约查询, and the core's view of its suppliers' financings.
  '/credit/core/finance/signup-apply': finance('SignupApplyPage'),
  '/credit/finance/signup-query': finance('SignupQueryPage'),
  '/credit/core/supplier/finance-query': finance('SupplierFinanceQueryPage'),
  '/credit/core/supplier/finance-detail': finance('SupplierFinanceDetailPage'),
  '/credit/core/supplier/limit-detail': finance('SupplierLimitPage'),
};
