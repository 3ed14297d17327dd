import { PRODUCTS } from '@scf/api/contract';
import type { LedgerProduct } from '@scf/api/contract';
import type * as FinanceScreens from '../../features/finance/routes';
import type * as TradeDataScreens from '../../features/trade-data/routes';
import { byRole, each, named, signing, under } from './registry';
import type { ScreenModule, ScreenRegistry } from './registry';

const home: ScreenModule = () => import('../../features/home/routes/home-page');
/** The 融资资料 screens: one chunk and one import site for all of them. */
export const tradeData = (name: keyof typeof TradeDataScreens) => named(() => import('../../features/trade-data/routes'), name);

/** 供应商 (domain-lines.md §17.2): the core's suppliers with their product status, 开通 / 暂停 / 恢复 and its approval. */
export const supplierPage: ScreenModule = () => import('../../features/product-suppliers/routes/supplier-page');

/** The 融资 screens (domain.md §7.7): one chunk for all of them. */
export const finance = (name: keyof typeof FinanceScreens) => named(() => import('../../features/finance/routes'), name);

/**
 * 融资 of a ledger product (domain.md §7.7, domain-lines.md §17.2): the holder applies and its director signs; the bank's
 * client manager and product manager work from their menu's 核心企业融资查询 (the same screen as 融资详情), the product
 * manager signing with the key; the core's commitment (核心企业融资申请 / 审批 / 查询: 买方付息, for 支付通 also 协议付息);
 * on 查询 the bank's staff get their queue instead. Each screen reads its product from the route.
 */
export const financeScreens = (product: LedgerProduct): ScreenRegistry =>
  under(`/${PRODUCTS[product].area}/`, {
    'chain/finance/apply': finance('FinanceApplyPage'),
    'chain/finance/approve': signing(finance('FinanceApprovePage')),
    'chain/finance/detail': signing(finance('FinanceDetailPage')),
    'core/finance/apply': finance('BuyerPaidApplyPage'),
    'core/finance/approve': signing(finance('BuyerPaidApprovePage')),
    'core/finance/query': byRole(['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'], signing(finance('FinanceDetailPage')), finance('BuyerPaidQueryPage')),
  });

/**
 * The screens of both ledger products (the product table's LEDGER_PRODUCTS: `/credit/...` and its `/voucher/...`
 * twin), by path within the product's area; each screen reads its product from the route (lib/product).
 */
const LEDGER_SCREENS: Record<string, ScreenModule> = {
  ...each(
    ['core', 'chain'].flatMap((side) => ['operator', 'director', 'query'].map((role) => `${side}/index/${role}`)),
    home,
  ),
  // The issuing side of the credit ledger (domain.md §7.3–§7.4, §7.10) and the todos.
  'core/issue/issue': () => import('../../features/credits/routes/issue-page'),
  'core/issue/issue-review': signing(() => import('../../features/credits/routes/issue-review-page')),
  'core/issue/issue-black': () => import('../../features/credits/routes/withdraw-apply-page'),
  'core/issue/issue-black-review': signing(() => import('../../features/credits/routes/withdraw-review-page')),
  'core/recycle/apply': () => import('../../features/credits/routes/recycle-apply-page'),
  'core/recycle/approve': signing(() => import('../../features/credits/routes/recycle-approve-page')),
  todo: signing(() => import('../../features/credits/routes/todo-page')),
  // The holder's side (domain.md §7.5, §7.9): transfer with split, return and the counterparty's confirm.
  'chain/transfer/apply': () => import('../../features/credits/routes/transfer-apply-page'),
  'chain/transfer/split-approve': signing(() => import('../../features/credits/routes/transfer-approve-page')),
  'chain/return/apply': () => import('../../features/credits/routes/return-apply-page'),
  'chain/return/approve': signing(() => import('../../features/credits/routes/return-approve-page')),
  'chain/return/confirm-apply': signing(() => import('../../features/credits/routes/return-confirm-apply-page')),
  'chain/return/confirm-approve': signing(() => import('../../features/credits/routes/return-confirm-approve-page')),
  // 融资资料 (domain.md §8): packages, contracts, invoices verified on save, other documents.
  'finance-data/upload/default': tradeData('PackageListPage'),
  'finance-data/create/finance': tradeData('PackageCreatePage'),
  'finance-data/create/issue': tradeData('PackageCreatePage'),
  'finance-data/upload/contract': tradeData('UploadContractPage'),
  'finance-data/upload/invoice': tradeData('UploadInvoicePage'),
  'finance-data/upload/other': tradeData('UploadDocumentPage'),
  'finance-data/upload/auth': tradeData('UploadDocumentPage'),
  'finance-data/detail': tradeData('PackageDetailPage'),
  'finance-data/success': tradeData('SuccessPage'),
  // 统计 (domain.md §12): charts, a table view and an xlsx export of a year of activity.
  'chain/statistics': () => import('../../features/statistics/routes/chain-statistics-page'),
  'core/statistics': () => import('../../features/statistics/routes/core-statistics-page'),
};

/** The ledger screens under one ledger product's area. */
export const ledgerScreens = (product: LedgerProduct): ScreenRegistry => under(`/${PRODUCTS[product].area}/`, LEDGER_SCREENS);
