import { finance, financeScreens, ledgerScreens, supplierPage, tradeData } from './ledger';
import { byRole, each, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

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
    // 兑付确认: the operator proposes, the director signs the proposal with the key.
    'cash-confirm': byRole(
      ['ROLE_DIRECTOR'],
      signing(() => import('../../features/cash/routes/cash-confirm-review-page')),
      () => import('../../features/cash/routes/cash-confirm-page'),
    ),
  }),
  '/credit/core/finance-data/issue': tradeData('PackageCreatePage'),
  '/credit/finance/contract-manage': tradeData('ContractManagePage'),
  '/credit/finance/invoice-manage': tradeData('InvoiceManagePage'),
  ...financeScreens('CREDIT'),
  // 融资签约 and 签约查询, and the core's view of its suppliers' financings.
  '/credit/core/finance/signup-apply': finance('SignupApplyPage'),
  '/credit/finance/signup-query': finance('SignupQueryPage'),
  '/credit/core/supplier/finance-query': finance('SupplierFinanceQueryPage'),
  '/credit/core/supplier/finance-detail': finance('SupplierFinanceDetailPage'),
  '/credit/core/supplier/limit-detail': finance('SupplierLimitPage'),
  // 供应商 (domain-lines.md §17.2): 暂停 / 恢复 of a supplier, the director's signed approval.
  '/credit/supplier': signing(supplierPage),
};
