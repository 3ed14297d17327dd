import { agreementRoutes } from './modules/agreement';
import { authRoutes } from './modules/auth';
import { configRoutes } from './modules/config';
import { creditRoutes } from './modules/credits';
import { limitRoutes } from './modules/limits';
import { messageRoutes } from './modules/messages';
import { noticeRoutes } from './modules/notices';
import { referenceRoutes } from './modules/reference';
import { repaymentRoutes } from './modules/repayment';
import { shellCheckRoutes } from './modules/shell-checks';
import { signingRoutes } from './modules/signing';
import { ukeyRoutes } from './modules/ukey';
import type { ApiRoute } from './platform/http/define-route';

/**
 * Every API route, one contract endpoint each, grouped by the modules of `@scf/api/contract/endpoints`: registered by
 * buildApp and checked against the contract by test/route-table.test.ts.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authRoutes,
  ...configRoutes,
  ...referenceRoutes,
  ...messageRoutes,
  ...noticeRoutes,
  ...agreementRoutes,
  ...shellCheckRoutes,
  ...signingRoutes,
  ...ukeyRoutes,
  ...repaymentRoutes,
  ...creditRoutes,
  ...limitRoutes,
];
