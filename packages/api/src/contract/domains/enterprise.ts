// The corporation: its information and accounts, counterparties, the blacklist, its keys and what they sign.
export { blacklistEndpoints } from '../endpoints/blacklist';
export { counterpartyEndpoints, counterpartyPageQuerySchema } from '../endpoints/counterparties';
export { enterpriseEndpoints } from '../endpoints/enterprise';
// 企业信息变更 and 协议管理 (domain-lines.md §16.2, §16.9).
export { infoChangeEndpoints } from '../endpoints/info-change';
export {
  INFO_CHANGE_FIELDS,
  INFO_CHANGE_FIELD_LABEL,
  INFO_CHANGE_MESSAGES,
  INFO_CHANGE_STATUS_LABEL,
  LICENCE_FIELDS,
  changeNoSchema,
  infoChangeRequestSchema,
  infoChangeSchema,
  registeredInfoSchema,
} from '../schemas/info-change';
export type { InfoChange, InfoChangeField, InfoChangeRequest, InfoChangeStatus, RegisteredInfo } from '../schemas/info-change';
export { agreementRecordEndpoints } from '../endpoints/agreement-records';
export {
  AGREEMENT_FILE_TAMPERED,
  AGREEMENT_SIGN_METHOD_LABEL,
  AGREEMENT_STATUS_LABEL,
  agreementNoSchema,
  agreementRecordSchema,
} from '../schemas/agreement-record';
export type { AgreementRecord, AgreementSignMethod, AgreementStatus } from '../schemas/agreement-record';
// 开票信息 (domain-lines.md §16.3).
export { invoiceInfoEndpoints } from '../endpoints/invoice-info';
export { invoiceInfoSchema } from '../schemas/invoice-info';
export type { InvoiceInfo } from '../schemas/invoice-info';
export { originalTextSchema, signingEndpoints } from '../endpoints/signing';
export { SIGNING_ORIGINALS, SigningOriginalParamsError, signingAttachment, signingOriginalCall } from '../endpoints/signing-originals';
export type { SigningAttachment, SigningBusinessType, SigningOriginalDef } from '../endpoints/signing-originals';
export { ukeyEndpoints } from '../endpoints/ukey';
// 验证码查验 and the evidence of signed steps (issue 26 items 9–11).
export { verificationEndpoints } from '../endpoints/verification';
export { formatVerifyCode, verifyCodeSchema } from '../schemas/verification';
export type { SignedStep, Verification, VerifyCodeResult } from '../schemas/verification';
export { CERT_TYPES, DEFAULT_SIGNATURE_RULES, SIGN_ALGS, signaturePayloadSchema, signatureRulesSchema } from '../schemas/signature';
export type { CertificateRegistration, SignaturePayload, SignatureRule } from '../schemas/signature';
export type { SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyUnbindRequest } from '../schemas/ukey';
export {
  UKEY_REQUEST_KINDS,
  UKEY_REQUEST_KIND_LABEL,
  UKEY_REQUEST_STATUSES,
  UKEY_REQUEST_STATUS_LABEL,
  UKEY_REVOCATION_STATUS_LABEL,
  ukeyDeleteRequestSchema,
  ukeyLostRequestSchema,
} from '../schemas/ukey-lifecycle';
export type {
  UkeyBill,
  UkeyBillList,
  UkeyCertificate,
  UkeyChangeRequest,
  UkeyDeleteOriginalRequest,
  UkeyDeleteRequest,
  UkeyLostRequest,
  UkeyLostSmsResponse,
  UkeyRenewRequest,
  UkeyRenewResponse,
  UkeyRequest,
  UkeyRequestDetail,
  UkeyRequestId,
  UkeyRequestKind,
  UkeyRequestStatus,
  UkeyRevocation,
} from '../schemas/ukey-lifecycle';
export { BLACKLISTED_MESSAGE } from '../schemas/blacklist';
export type { BlacklistParams, BlacklistRequest, BlacklistResult } from '../schemas/blacklist';
export {
  COUNTERPARTY_DIRECTIONS,
  COUNTERPARTY_LOOKUPS,
  COUNTERPARTY_ROLES,
  COUNTERPARTY_ROLE_LABEL,
  COUNTERPARTY_STATUSES,
  COUNTERPARTY_STATUS_LABEL,
  counterpartyAddSchema,
  counterpartySchema,
} from '../schemas/counterparty';
export type { Counterparty, CounterpartyAddInput, CounterpartyRole, CounterpartyStatus } from '../schemas/counterparty';
export {
  BANK_ACCOUNT_TYPES,
  BANK_ACCOUNT_TYPE_LABEL,
  CORP_STATUS_LABEL,
  CORP_TYPE_LABEL,
  PRODUCT_LABEL,
  bankAccountSchema,
  enterpriseInfoSchema,
} from '../schemas/enterprise';
export type { BankAccount, BankAccountType, EnterpriseInfo } from '../schemas/enterprise';
