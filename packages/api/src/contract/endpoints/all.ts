import { endpointKey } from '../endpoint';
import type { AnyEndpoint } from '../endpoint';
import { absEndpoints } from './abs';
import { absFileEndpoints } from './abs-files';
import { absReportEndpoints } from './abs-reports';
import { pondEndpoints } from './pond';
import { discountBillEndpoints } from './discount-bills';
import { babEndpoints } from './discount-bab';
import { accountEndpoints } from './account';
import { agreementEndpoints } from './agreement';
import { agreementRecordEndpoints } from './agreement-records';
import { authEndpoints } from './auth';
import { blacklistEndpoints } from './blacklist';
import { cashEndpoints } from './cash';
import { clientErrorEndpoints } from './client-errors';
import { configEndpoints } from './config';
import { corpUserEndpoints } from './corp-users';
import { counterpartyEndpoints } from './counterparties';
import { creditEndpoints } from './credits';
import { customerServiceEndpoints } from './customer-service';
import { discountMaturityEndpoints } from './discount-maturity';
import { discountHomeEndpoints } from './discount-home';
import { eAccountEndpoints } from './e-accounts';
import { enterpriseEndpoints } from './enterprise';
import { exportEndpoints } from './exports';
import { feedbackEndpoints } from './feedback';
import { financeEndpoints } from './finance';
import { financeCoreEndpoints } from './finance-core';
import { infoChangeEndpoints } from './info-change';
import { invoiceInfoEndpoints } from './invoice-info';
import { fileEndpoints } from './files';
import { limitEndpoints } from './limits';
import { messageEndpoints } from './messages';
import { oldLimitEndpoints } from './old-limits';
import { noticeEndpoints } from './notices';
import { productSupplierEndpoints } from './product-suppliers';
import { edtEndpoints } from './edt';
import { realnameEndpoints } from './realname';
import { receiptEndpoints } from './receipts';
import { referenceEndpoints } from './reference';
import { repaymentEndpoints } from './repayment';
import { registerEndpoints } from './register';
import { shellCheckEndpoints } from './shell-checks';
import { signingEndpoints } from './signing';
import { SIGNING_ORIGINALS } from './signing-originals';
import { statisticsEndpoints } from './statistics';
import { surveyEndpoints } from './survey';
import { tradeDataEndpoints } from './trade-data';
import { ukeyEndpoints } from './ukey';
import { verificationEndpoints } from './verification';
import { voucherDebitEndpoints } from './voucher-debit';
import { discountApplyEndpoints } from './discount-apply';

/**
 * Every endpoint module by name: the server's route table is checked against it (a route without an endpoint or an
 * endpoint without a route fails a test). Screens import the one module they call, never this list.
 */
export const ENDPOINT_MODULES: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  abs: absEndpoints,
  absFiles: absFileEndpoints,
  absReports: absReportEndpoints,
  account: accountEndpoints,
  agreement: agreementEndpoints,
  agreementRecords: agreementRecordEndpoints,
  auth: authEndpoints,
  blacklist: blacklistEndpoints,
  cash: cashEndpoints,
  clientErrors: clientErrorEndpoints,
  config: configEndpoints,
  corpUsers: corpUserEndpoints,
  counterparties: counterpartyEndpoints,
  credits: creditEndpoints,
  customerService: customerServiceEndpoints,
  discountMaturity: discountMaturityEndpoints,
  discountHome: discountHomeEndpoints,
  discountBills: discountBillEndpoints,
  eAccounts: eAccountEndpoints,
  edt: edtEndpoints,
  enterprise: enterpriseEndpoints,
  infoChange: infoChangeEndpoints,
  exports: exportEndpoints,
  feedback: feedbackEndpoints,
  finance: financeEndpoints,
  financeCore: financeCoreEndpoints,
  files: fileEndpoints,
  invoiceInfo: invoiceInfoEndpoints,
  limits: limitEndpoints,
  messages: messageEndpoints,
  notices: noticeEndpoints,
  oldLimits: oldLimitEndpoints,
  pond: pondEndpoints,
  discountBab: babEndpoints,
  productSuppliers: productSupplierEndpoints,
  realname: realnameEndpoints,
  receipts: receiptEndpoints,
  reference: referenceEndpoints,
  register: registerEndpoints,
  repayment: repaymentEndpoints,
  shellChecks: shellCheckEndpoints,
  signing: signingEndpoints,
  signingOriginals: Object.fromEntries(Object.entries(SIGNING_ORIGINALS).map(([type, def]) => [type, def.endpoint])),
  statistics: statisticsEndpoints,
  survey: surveyEndpoints,
  tradeData: tradeDataEndpoints,
  ukey: ukeyEndpoints,
  verification: verificationEndpoints,
  voucherDebit: voucherDebitEndpoints,
  discountApply: discountApplyEndpoints,
};

/** Each distinct endpoint once, with the module and name it was first listed under. */
export function allEndpoints(): Array<{ module: string; name: string; endpoint: AnyEndpoint }> {
  const seen = new Map<string, { module: string; name: string; endpoint: AnyEndpoint }>();
  for (const [module, endpoints] of Object.entries(ENDPOINT_MODULES)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (!seen.has(endpointKey(endpoint))) seen.set(endpointKey(endpoint), { module, name, endpoint });
    }
  }
  return [...seen.values()];
}
