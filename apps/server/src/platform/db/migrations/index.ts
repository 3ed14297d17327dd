import { sql as organisation } from './0001-organisation';
import { sql as referenceData } from './0002-reference-data';
import { sql as security } from './0003-security';
import { sql as signing } from './0004-signing';
import { sql as ukeyLifecycle } from './0005-ukey-lifecycle';
import { sql as shellChecks } from './0006-shell-checks';
import { sql as idempotency } from './0007-idempotency';
import { sql as creditLedger } from './0008-credit-ledger';
import { sql as files } from './0009-files';
import { sql as messages } from './0010-messages';
import { sql as survey } from './0011-survey';
import { sql as account } from './0012-account';
import { sql as counterparties } from './0013-counterparties';
import { sql as holderFlows } from './0014-holder-flows';
import { sql as abuseSafeguards } from './0020-abuse-safeguards';
import { sql as fileStore } from './0021-file-store';
import { sql as tradeData } from './0022-trade-data';
import { sql as cash } from './0023-cash';
import { sql as sessionNotify } from './0024-session-notify';
import { sql as financing } from './0025-financing';
import { sql as financeSignup } from './0026-finance-signup';
import { sql as buyerPaid } from './0027-buyer-paid';
import { sql as bizTypes } from './0028-biz-types';
import { sql as productSupplier } from './0029-product-supplier';
import { sql as keyTrust } from './0030-key-trust';
import { sql as loginCaptcha } from './0031-login-captcha';
import { sql as signedEvidence } from './0032-signed-evidence';
import { sql as businessDates } from './0035-business-dates';
import { sql as simBank } from './0036-sim-bank';
import { sql as exports } from './0038-exports';
import { sql as oldLimits } from './0039-old-limits';
import { sql as receiptFiles } from './0040-receipt-files';
import { sql as eAccounts } from './0041-e-accounts';
import { sql as voucherFinance } from './0043-voucher-finance';
import { sql as voucherDebit } from './0044-voucher-debit';
import { sql as registration } from './0045-registration';
import { sql as realname } from './0046-realname';
import { sql as trustControls } from './0047-trust-controls';
import { sql as corpUsers } from './0050-corp-users';
import { sql as enterpriseInfo } from './0051-enterprise-info';
import { sql as cashConfirm } from './0052-cash-confirm';
import { sql as agreementsInfoChange } from './0053-agreements-info-change';
import { sql as mandateRevoke } from './0054-mandate-revoke';
import { sql as edt } from './0055-edt';
import { sql as abs } from './0056-abs';
import { sql as absDocuments } from './0057-abs-documents';
import { sql as absReports } from './0058-abs-reports';
import { sql as pond } from './0059-pond';
import { sql as discount } from './0060-discount';
import { sql as discountBills } from './0062-discount-bills';
import { sql as discountApply } from './0063-discount-apply';
import { sql as absCollect } from './0066-abs-collect';
import { sql as edtRepay } from './0067-edt-repay';
import { sql as billAdvanceRepay } from './0070-bill-advance-repay';
import { numbers as trustNumbers, sql as trustAdvance } from './0071-trust-advance-and-numbers';
import { sql as pondInLock } from './0076-pond-in-lock';
import { sql as accessNotify } from './0075-access-notify';
import { sql as profileNotify } from './0077-profile-notify';
import { sql as liveEvents } from './0074-live-events';
import { sql as pondMarginAbsPoolTarget } from './0073-pond-margin-abs-pool-target';
import { sql as edtCollectBinding } from './0072-edt-collect-binding';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Numbered migrations, applied in order. Kept as SQL strings in modules (not .sql files) so the tsup bundle
 * carries them without a copy step. Never edit an applied one: add the next number.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'organisation', sql: organisation },
  { version: 2, name: 'reference-data', sql: referenceData },
  { version: 3, name: 'security', sql: security },
  { version: 4, name: 'signing', sql: signing },
  { version: 5, name: 'ukey-lifecycle', sql: ukeyLifecycle },
  { version: 6, name: 'shell-checks', sql: shellChecks },
  { version: 7, name: 'idempotency', sql: idempotency },
  { version: 8, name: 'credit-ledger', sql: creditLedger },
  { version: 9, name: 'files', sql: files },
  { version: 10, name: 'messages', sql: messages },
  { version: 11, name: 'survey', sql: survey },
  { version: 12, name: 'account', sql: account },
  { version: 13, name: 'counterparties', sql: counterparties },
  { version: 14, name: 'holder-flows', sql: holderFlows },
  { version: 20, name: 'abuse-safeguards', sql: abuseSafeguards },
  { version: 21, name: 'file-store', sql: fileStore },
  { version: 22, name: 'trade-data', sql: tradeData },
  { version: 23, name: 'cash', sql: cash },
  { version: 24, name: 'session-notify', sql: sessionNotify },
  { version: 25, name: 'financing', sql: financing },
  { version: 26, name: 'finance-signup', sql: financeSignup },
  { version: 27, name: 'buyer-paid', sql: buyerPaid },
  { version: 28, name: 'biz-types', sql: bizTypes },
  { version: 29, name: 'product-supplier', sql: productSupplier },
  { version: 30, name: 'key-trust', sql: keyTrust },
  { version: 31, name: 'login-captcha', sql: loginCaptcha },
  { version: 32, name: 'signed-evidence', sql: signedEvidence },
  { version: 35, name: 'business-dates', sql: businessDates },
  { version: 36, name: 'sim-bank', sql: simBank },
  { version: 38, name: 'exports', sql: exports },
  { version: 39, name: 'old-limits', sql: oldLimits },
  { version: 40, name: 'receipt-files', sql: receiptFiles },
  { version: 41, name: 'e-accounts', sql: eAccounts },
  { version: 43, name: 'voucher-finance', sql: voucherFinance },
  { version: 44, name: 'voucher-debit', sql: voucherDebit },
  { version: 45, name: 'registration', sql: registration },
  { version: 46, name: 'realname', sql: realname },
  { version: 47, name: 'trust-controls', sql: trustControls },
  { version: 50, name: 'corp-users', sql: corpUsers },
  { version: 51, name: 'enterprise-info', sql: enterpriseInfo },
  { version: 52, name: 'cash-confirm', sql: cashConfirm },
  { version: 53, name: 'agreements-info-change', sql: agreementsInfoChange },
  { version: 54, name: 'mandate-revoke', sql: mandateRevoke },
  { version: 55, name: 'edt', sql: edt },
  { version: 56, name: 'abs', sql: abs },
  { version: 57, name: 'abs-documents', sql: absDocuments },
  { version: 58, name: 'abs-reports', sql: absReports },
  { version: 59, name: 'pond', sql: pond },
  { version: 60, name: 'discount', sql: discount },
  { version: 62, name: 'discount-bills', sql: discountBills },
  { version: 63, name: 'discount-apply', sql: discountApply },
  { version: 66, name: 'abs-collect', sql: absCollect },
  { version: 67, name: 'edt-repay', sql: edtRepay },
  { version: 70, name: 'bill-advance-repay', sql: billAdvanceRepay },
  { version: 71, name: 'trust-advance-and-numbers', sql: `${trustAdvance}\n${trustNumbers}` },
  { version: 72, name: 'edt-collect-binding', sql: edtCollectBinding },
  { version: 73, name: 'pond-margin-abs-pool-target', sql: pondMarginAbsPoolTarget },
  { version: 74, name: 'live-events', sql: liveEvents },
  { version: 75, name: 'access-notify', sql: accessNotify },
  { version: 76, name: 'pond-in-lock', sql: pondInLock },
  { version: 77, name: 'profile-notify', sql: profileNotify },
];
