import type { ServerModule } from './platform/http/server-module';
import { absModule } from './modules/abs';
import { discountModule } from './modules/discount';
import { pondModule } from './modules/pond';
import { accountModule } from './modules/account';
import { agreementModule } from './modules/agreement';
import { applicationsModule, installFlows } from './modules/applications';
import type { FlowDefinition } from './modules/applications';
import { authModule } from './modules/auth';
import { bankModule } from './modules/bank';
import { blacklistModule } from './modules/blacklist';
import { cashModule } from './modules/cash';
import { clientErrorsModule } from './modules/client-errors';
import { configModule } from './modules/config';
import { corpUsersModule } from './modules/corp-users';
import { counterpartiesModule } from './modules/counterparties';
import { creditsModule } from './modules/credits';
import { homesModule } from './modules/homes';
import { customerServiceModule } from './modules/customer-service';
import { depositVerifyModule } from './modules/deposit-verify';
import { contractSignModule } from './modules/contract-sign';
import { eAccountsModule } from './modules/e-accounts';
import { edtModule } from './modules/edt';
import { enterpriseModule } from './modules/enterprise';
import { infoChangeModule } from './modules/info-change';
import { invoiceInfoModule } from './modules/invoice-info';
import { evidenceModule } from './modules/evidence';
import { exportsModule } from './modules/exports';
import { feedbackModule } from './modules/feedback';
import { filesModule } from './modules/files';
import { financeModule } from './modules/finance';
import { limitsModule } from './modules/limits';
import { messagesModule } from './modules/messages';
import { noticesModule } from './modules/notices';
import { productSuppliersModule } from './modules/product-suppliers';
import { realnameModule } from './modules/realname';
import { receiptsModule } from './modules/receipts';
import { referenceModule } from './modules/reference';
import { registerModule } from './modules/register';
import { repaymentModule } from './modules/repayment';
import { shellChecksModule } from './modules/shell-checks';
import { signingModule } from './modules/signing';
import { statisticsModule } from './modules/statistics';
import { surveyModule } from './modules/survey';
import { tradeDataModule } from './modules/trade-data';
import { ukeyModule } from './modules/ukey';
import { verificationModule } from './modules/verification';
import { voucherDebitModule } from './modules/voucher-debit';

/**
 * Every server module, the one list the composition root reads (design.md §5.12): build-app.ts registers their routes
 * (each a contract endpoint, checked by test/route-table.test.ts), installs their flows in the applications engine
 * and runs their jobs with the sweeps. A new module is one line here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  authModule,
  configModule,
  referenceModule,
  messagesModule,
  noticesModule,
  surveyModule,
  agreementModule,
  registerModule,
  shellChecksModule,
  signingModule,
  ukeyModule,
  repaymentModule,
  applicationsModule,
  creditsModule,
  homesModule,
  limitsModule,
  filesModule,
  feedbackModule,
  customerServiceModule,
  accountModule,
  counterpartiesModule,
  enterpriseModule,
  invoiceInfoModule,
  infoChangeModule,
  contractSignModule,
  blacklistModule,
  clientErrorsModule,
  statisticsModule,
  cashModule,
  tradeDataModule,
  financeModule,
  verificationModule,
  evidenceModule,
  productSuppliersModule,
  bankModule,
  exportsModule,
  depositVerifyModule,
  eAccountsModule,
  // After e-accounts (the 代扣授权 it seeds) and before receipts (VC1's debit receipts are written by the bank).
  voucherDebitModule,
  absModule,
  discountModule,
  pondModule,
  receiptsModule,
  realnameModule,
  corpUsersModule,
  edtModule,
];

/** Every module's routes, in module order. */
export const API_ROUTES = SERVER_MODULES.flatMap((m) => m.routes);

/** The business types of every module, installed in the applications engine (idempotent: the same definitions again are a no-op). */
export function installModuleFlows(): void {
  installFlows(SERVER_MODULES.flatMap((m) => (m.flows ?? []) as readonly FlowDefinition[]));
}
