import { accountRoutes } from './modules/account';
import { agreementRoutes } from './modules/agreement';
import { blacklistRoutes } from './modules/blacklist';
import { authRoutes } from './modules/auth';
import { cashRoutes } from './modules/cash';
import { clientErrorRoutes } from './modules/client-errors';
import { configRoutes } from './modules/config';
import { counterpartyRoutes } from './modules/counterparties';
import { creditRoutes } from './modules/credits';
import { customerServiceRoutes } from './modules/customer-service';
import { enterpriseRoutes } from './modules/enterprise';
import { feedbackRoutes } from './modules/feedback';
import { fileRoutes } from './modules/files';
import { limitRoutes } from './modules/limits';
import { messageRoutes } from './modules/messages';
import { noticeRoutes } from './modules/notices';
import { referenceRoutes } from './modules/reference';
import { repaymentRoutes } from './modules/repayment';
import { shellCheckRoutes } from './modules/shell-checks';
import { signingRoutes } from './modules/signing';
import { statisticsRoutes } from './modules/statistics';
import { surveyRoutes } from './modules/survey';
import { tradeDataRoutes } from './modules/trade-data';
import { financeRoutes } from './modules/finance';
import { ukeyRoutes } from './modules/ukey';
import { evidenceRoutes } from './modules/evidence';
import { verificationRoutes } from './modules/verification';
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
  ...surveyRoutes,
  ...agreementRoutes,
  ...shellCheckRoutes,
  ...signingRoutes,
  ...ukeyRoutes,
  ...repaymentRoutes,
  ...creditRoutes,
  ...limitRoutes,
  ...fileRoutes,
  ...feedbackRoutes,
  ...customerServiceRoutes,
  ...accountRoutes,
  ...counterpartyRoutes,
  ...enterpriseRoutes,
  ...blacklistRoutes,
  ...clientErrorRoutes,
  ...statisticsRoutes,
  ...cashRoutes,
  ...tradeDataRoutes,
  ...financeRoutes,
  ...verificationRoutes,
  ...evidenceRoutes,
];
