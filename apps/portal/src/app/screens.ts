import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { RouteDef } from '@scf/api/contract';
import { importWithTimeout, markChunkLoaded } from '../lib/chunk-load';
import type * as TradeDataScreens from '../features/trade-data/routes';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A screen that signs with the key: its chunk brings the signing provider and dialog (lib/signing) with it. */
const signing =
  (load: ScreenModule): ScreenModule =>
  async () => {
    const [{ default: Screen }, { PortalSigning }] = await Promise.all([load(), import('../lib/signing')]);
    return { default: () => createElement(PortalSigning, null, createElement(Screen)) };
  };

/** The same screen for several routes (the role home pages share one). */
const each = (paths: readonly string[], load: ScreenModule): Record<string, ScreenModule> => Object.fromEntries(paths.map((p) => [p, load]));
const home: ScreenModule = () => import('../features/home/routes/home-page');
/** A screen of both products (`/credit/...` and its `/voucher/...` twin; the screen reads its product from the route). */
const productScreens = (screens: Record<string, ScreenModule>): Record<string, ScreenModule> =>
  Object.fromEntries(Object.entries(screens).flatMap(([path, load]) => ['credit', 'voucher'].map((product) => [`/${product}/${path}`, load])));
/**
 * The 融资资料 screens: one chunk and one import site for all of them, so their twelve routes cost the first route's
 * registry one preload list instead of twelve.
 */
const tradeData =
  (name: keyof typeof TradeDataScreens): ScreenModule =>
  async () => ({ default: (await import('../features/trade-data/routes'))[name] });
/** The 融资 screens (apply, the director's approval, the detail with the bank's steps): one chunk, one entry. */
const finance: ScreenModule = async () => (await import('../features/credits/finance/lazy')).load();
/** The routes of one area under its path prefix (each key is the rest of the path). */
const under = (prefix: string, screens: Record<string, ScreenModule>): Record<string, ScreenModule> =>
  Object.fromEntries(Object.entries(screens).map(([path, load]) => [`${prefix}${path}`, load]));
/** Registration's key screens, which the Ukey management runs again (Ukey申请, 新增Ukey). */
const ukeyIdentify = signing(() => import('../features/identify/routes/ukey-identify-page'));
const softKeyIdentify = signing(() => import('../features/identify/routes/soft-key-identify-page'));
const homes = (product: 'credit' | 'voucher') =>
  ['core', 'chain'].flatMap((side) => ['operator', 'director', 'query'].map((role) => `/${product}/${side}/index/${role}`));

/**
 * THE screen registry: route path (spec §2 catalogue) → the module of its screen, one chunk per screen, loaded
 * when the route is first visited (so the lazy areas of spec §2 cost nothing until used). A route absent here
 * shows 功能建设中, and docs/routes.md says it is not built. A test fails when a key is not a catalogue path.
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/login/login': () => import('../features/auth/routes/login-page'),
  '/help/index': () => import('../features/help/routes/help-page'),
  '/verify': () => import('../features/verification/routes/verify-page'),
  '/platform-notice/page-list': () => import('../features/notices/routes/notice-list-page'),
  '/supplier/index': () => import('../features/counterparties/routes/counterparty-page'),
  '/my/message/index': () => import('../features/messages/routes/message-list-page'),
  '/product/overview': () => import('../features/products/routes/product-overview-page'),
  '/error-page/403': () => import('../features/errors/routes/forbidden-page'),
  '/error-page/404': () => import('../features/errors/routes/not-found-page'),
  '/error-page/authorized': () => import('../features/errors/routes/authorized-page'),
  '/error-page/contact-manager-open-product': () => import('../features/errors/routes/contact-manager-page'),
  '/register/identify/index': signing(() => import('../features/identify/routes/identify-index-page')),
  '/register/identify/ukey': ukeyIdentify,
  '/register/identify/soft-key': softKeyIdentify,
  ...each([...homes('credit'), ...homes('voucher')], home),
  // Limits (domain.md §6.4). 额度查询 is also the home of bank staff. The home of the purchase role
  // (/edt/core/order-info-sure) stays 功能建设中 until EDT is built.
  '/my/limit/query': () => import('../features/limits/routes/limit-query-page'),
  '/my/limit/detail': () => import('../features/limits/routes/limit-detail-page'),
  '/my/limit/distribute-query': () => import('../features/limits/routes/distribute-query-page'),
  '/my/limit/distribute': () => import('../features/limits/routes/distribute-page'),
  '/my/limit/approve': signing(() => import('../features/limits/routes/limit-approve-page')),
  // 企业信息 (the administrator's home) and the corporation's accounts (domain.md §5.1).
  '/my/enterprise-info/info': () => import('../features/enterprise/routes/enterprise-info-page'),
  '/my/enterprise-info/bank-account': () => import('../features/enterprise/routes/bank-account-page'),
  // A credit's flow records and its printable slip (domain.md §4.5, §5.3).
  '/transfer-record': () => import('../features/records/routes/transfer-record-page'),
  '/credit/sign-html': () => import('../features/records/routes/sign-html-page'),
  // Ukey申请 creates a soft key and 新增Ukey binds the inserted Ukey: the same flows as registration.
  ...under('/my/enterprise-info/ukey/', {
    list: signing(() => import('../features/ukey/routes/ukey-list-page')),
    add: ukeyIdentify,
    apply: softKeyIdentify,
    'apply-detail': () => import('../features/ukey/routes/ukey-apply-detail-page'),
    change: signing(() => import('../features/ukey/routes/ukey-change-page')),
    delete: () => import('../features/ukey/routes/ukey-delete-page'),
    update: signing(() => import('../features/ukey/routes/ukey-update-page')),
    download: signing(() => import('../features/ukey/routes/ukey-download-page')),
    bill: () => import('../features/ukey/routes/ukey-bill-page'),
  }),
  // 兑付 (credit product only, domain.md §7.8); the icbccash-* routes run the same screens for the payer account at another bank.
  ...under('/credit/core/cash/', {
    'cash-calendar': () => import('../features/cash/routes/cash-calendar-page'),
    ...each(['cash-check', 'icbccash-apply', 'icbccash-check'], () => import('../features/cash/routes/cash-check-page')),
    ...each(
      ['director-approve', 'icbccash-approve'],
      signing(() => import('../features/cash/routes/director-approve-page')),
    ),
    'payment-progress': () => import('../features/cash/routes/payment-progress-page'),
    ...each(['cash-query', 'icbccash-query'], () => import('../features/cash/routes/cash-query-page')),
    'cash-confirm': () => import('../features/cash/routes/cash-confirm-page'),
  }),
  // 账户中心: the user's own data, 修改密码 and 修改手机号 (issue 9).
  '/my/person-center/info': () => import('../features/account/routes/account-centre-page'),
  // The issuing side of the credit ledger (domain.md §7.3–§7.4, §7.10) and the todos, for both products.
  ...productScreens({
    'core/issue/issue': () => import('../features/credits/routes/issue-page'),
    'core/issue/issue-review': signing(() => import('../features/credits/routes/issue-review-page')),
    'core/issue/issue-black': () => import('../features/credits/routes/withdraw-apply-page'),
    'core/issue/issue-black-review': signing(() => import('../features/credits/routes/withdraw-review-page')),
    'core/recycle/apply': () => import('../features/credits/routes/recycle-apply-page'),
    'core/recycle/approve': signing(() => import('../features/credits/routes/recycle-approve-page')),
    todo: signing(() => import('../features/credits/routes/todo-page')),
    // The holder's side (domain.md §7.5, §7.9): transfer with split, return and the counterparty's confirm.
    'chain/transfer/apply': () => import('../features/credits/routes/transfer-apply-page'),
    'chain/transfer/split-approve': signing(() => import('../features/credits/routes/transfer-approve-page')),
    'chain/return/apply': () => import('../features/credits/routes/return-apply-page'),
    'chain/return/approve': signing(() => import('../features/credits/routes/return-approve-page')),
    'chain/return/confirm-apply': signing(() => import('../features/credits/routes/return-confirm-apply-page')),
    'chain/return/confirm-approve': signing(() => import('../features/credits/routes/return-confirm-approve-page')),
  }),
  // 融资资料 (domain.md §8): packages, contracts, invoices verified on save, other documents, for both products.
  ...productScreens({
    'finance-data/upload/default': tradeData('PackageListPage'),
    'finance-data/create/finance': tradeData('PackageCreatePage'),
    'finance-data/create/issue': tradeData('PackageCreatePage'),
    'finance-data/upload/contract': tradeData('UploadContractPage'),
    'finance-data/upload/invoice': tradeData('UploadInvoicePage'),
    'finance-data/upload/other': tradeData('UploadDocumentPage'),
    'finance-data/upload/auth': tradeData('UploadDocumentPage'),
    'finance-data/detail': tradeData('PackageDetailPage'),
    'finance-data/success': tradeData('SuccessPage'),
  }),
  '/credit/core/finance-data/issue': tradeData('PackageCreatePage'),
  '/credit/finance/contract-manage': tradeData('ContractManagePage'),
  '/credit/finance/invoice-manage': tradeData('InvoiceManagePage'),
  // 融资 (domain.md §7.7): the holder applies and its director signs; the bank's client manager and product manager
  // work from their menu's 核心企业融资查询 (the same screen as 融资详情), the product manager signing with the key.
  // The core's 买方付息 (核心企业融资申请 / 审批 / 查询) is the same chunk; the bank's staff get their queue on 查询.
  ...each(
    [...['apply', 'approve', 'detail'].map((p) => `/credit/chain/finance/${p}`), ...['apply', 'approve', 'query'].map((p) => `/credit/core/finance/${p}`)],
    finance,
  ),
  // 融资签约 and the core's view of its suppliers' financings (§7.7): the same chunk.
  ...each(
    ['signup-apply', 'supplier/finance-query', 'supplier/finance-detail', 'supplier/limit-detail'].map(
      (p) => `/credit/core/${p.startsWith('supplier') ? p : `finance/${p}`}`,
    ),
    finance,
  ),
  '/credit/finance/signup-query': finance,
  // 统计 (domain.md §12): charts, a table view and an xlsx export of a year of activity.
  ...productScreens({
    'chain/statistics': () => import('../features/statistics/routes/chain-statistics-page'),
    'core/statistics': () => import('../features/statistics/routes/core-statistics-page'),
  }),
};

/** The "under construction" page of a route without its screen: a chunk of its own, off the first route. */
const underConstruction: ScreenModule = () => import('../features/placeholder/routes/under-construction-page');

/** The screen of a route (120 s chunk timeout, spec §9); the "under construction" page when none is built. */
export async function loadScreen(route: Pick<RouteDef, 'path'>): Promise<ComponentType> {
  const load = SCREENS[route.path] ?? underConstruction;
  const mod = await importWithTimeout(load);
  markChunkLoaded();
  return mod.default;
}

/** Whether a route has its real screen (docs/routes.md "built" column). */
export function isScreenBuilt(route: Pick<RouteDef, 'path'>): boolean {
  return route.path in SCREENS;
}
