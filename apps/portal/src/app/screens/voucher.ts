import { finance, financeScreens, ledgerScreens, supplierPage } from './ledger';
import { signing } from './registry';
import type { ScreenRegistry } from './registry';

/** 支付通 (`/voucher`): the ledger screens it shares with the credit product, and its 融资 and 供应商 (domain-lines.md §17.1–§17.3). */
export const SCREENS: ScreenRegistry = {
  ...ledgerScreens('VOUCHER'),
  ...financeScreens('VOUCHER'),
  // The core's 融资签约 for 支付通 and its suppliers: the whitelist (开通 · 暂停 · 恢复), their limits and financings.
  '/voucher/core/finance/signup-apply': finance('SignupApplyPage'),
  '/voucher/supplier': signing(supplierPage),
  '/voucher/core/supplier/limit-detail': finance('SupplierLimitPage'),
  '/voucher/core/supplier/finance-detail': finance('SupplierFinanceDetailPage'),
};
