import { signing } from './registry';
import type { ScreenRegistry } from './registry';

/**
 * The shell's own pages (area `root`): login, help, notices, errors, registration's identification, the flow records.
 * They load with the app chunk, unlike the areas' registries, since the login page is a first route.
 */
export const SCREENS: ScreenRegistry = {
  '/login/login': () => import('../../features/auth/routes/login-page'),
  '/help/index': () => import('../../features/help/routes/help-page'),
  '/platform-notice/page-list': () => import('../../features/notices/routes/notice-list-page'),
  '/supplier/index': () => import('../../features/counterparties/routes/counterparty-page'),
  '/product/overview': () => import('../../features/products/routes/product-overview-page'),
  '/error-page/403': () => import('../../features/errors/routes/forbidden-page'),
  '/error-page/404': () => import('../../features/errors/routes/not-found-page'),
  '/error-page/authorized': () => import('../../features/errors/routes/authorized-page'),
  '/error-page/contact-manager-open-product': () => import('../../features/errors/routes/contact-manager-page'),
  // 注册, 注册成功, 重置密码 (issue 30; domain-lines.md §15.1–§15.3): public, each its own chunk.
  '/register/register': () => import('../../features/register/routes/register-page'),
  '/register/register-success': () => import('../../features/register/routes/register-success-page'),
  '/register/reset-password': () => import('../../features/register/routes/reset-password-page'),
  '/register/identify/index': signing(() => import('../../features/identify/routes/identify-index-page')),
  '/register/identify/ukey': signing(() => import('../../features/identify/routes/ukey-identify-page')),
  '/register/identify/soft-key': signing(() => import('../../features/identify/routes/soft-key-identify-page')),
  '/register/identify/license-account': () => import('../../features/identify/routes/license-account-page'),
  // A credit's flow records (domain.md §4.5).
  '/transfer-record': () => import('../../features/records/routes/transfer-record-page'),
  // 验证码查验 (issue 26 item 10): public, anyone checks a document's code.
  '/verify': () => import('../../features/verification/routes/verify-page'),
};
