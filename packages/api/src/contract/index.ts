// @scf/api/contract: the pure, network-free contract the portal and the server share: the endpoint definitions and
// the entity schemas they use, the request signature, headers, envelope, roles and the route catalogue.
export { canonicalRequest, queryPairs, requestSign, sortedQuery } from './sign';
export type { QueryPairs } from './sign';
export { COOKIE, HEADER, NONCE_PATTERN, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS } from './headers';
export { ERROR_CODE, SUCCESS_CODE, SYSTEM_ERROR_CODE, anyEnvelope, envelope } from './envelope';
export type { Envelope, ErrorCode } from './envelope';
export { CORP_TYPE, ROLE, ROLE_LABEL, SOFT_KEY_NOT_GRANTED, SOFT_KEY_ROLES, homePath } from './roles';
export type { CorpType, RoleCode } from './roles';
export { AREA_TITLE, BASE_PATH, LOGGED_IN_PATHS, PUBLIC_PATHS, ROUTES, findRoute } from './routes';
export type { RouteAccess, RouteArea, RouteDef } from './routes';
export { BIZ_TYPE_TABLE, bizPrefix } from './biz-types';
export { LEDGER_PRODUCTS, PRODUCTS, PRODUCT_CODES, creditPrefixOf, inProductArea, productLabel, productOfArea, productOfPath, productPath } from './products';
export type { LedgerProduct, ProductArea, ProductFacts, ProductLabelSource } from './products';

// Endpoints (docs/adr/0006): one object per module, the same module names as the server's and the portal's.
export { endpointKey, fillPath, get, pathSegmentSchema, post, routerPath, upload } from './endpoint';
export type {
  AnyEndpoint,
  CallArgs,
  CallOptions,
  Endpoint,
  EndpointCaller,
  EndpointInput,
  EndpointReply,
  EndpointRequest,
  EndpointResult,
  HttpMethod,
  PathParams,
} from './endpoint';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS, filterText, pageOf, pageWindow, pagedQuery } from './paging';
export type { Page, SortOrder } from './paging';
export { ENDPOINT_MODULES, allEndpoints } from './endpoints/all';
export { BOOT_DATA_ID, bootDataElement, bootDataSchema, readBootData } from './boot';
export type { BootData } from './boot';
export { accountEndpoints } from './endpoints/account';
export { agreementEndpoints } from './endpoints/agreement';
export { LOGIN_SUCCESS_PATH, SMS_SCENES, authEndpoints } from './endpoints/auth';
export type { LoginResult, SmsCodeRequest } from './endpoints/auth';
export { blacklistEndpoints } from './endpoints/blacklist';
export { CLIENT_ERROR_LIMITS, clientErrorEndpoints, clientErrorReportSchema, scrubClientText } from './endpoints/client-errors';
export type { ClientErrorReport } from './endpoints/client-errors';
export { CONFIG_KEY, configEndpoints } from './endpoints/config';
export { counterpartyEndpoints, counterpartyPageQuerySchema } from './endpoints/counterparties';
export { enterpriseEndpoints } from './endpoints/enterprise';
export { contractPageQuerySchema, documentPageQuerySchema, invoicePageQuerySchema, packagePageQuerySchema, tradeDataEndpoints } from './endpoints/trade-data';
export { financeEndpoints, financeListQuerySchema } from './endpoints/finance';
export type { FinanceListQuery } from './endpoints/finance';
export {
  FINANCE_TOO_MUCH,
  INTEREST_PAYERS,
  INTEREST_PAYER_LABEL,
  QUOTE_MISSING,
  financeApplyInputSchema,
  financeChecksSchema,
  financeDetailSchema,
  financeFiguresSchema,
  financeInvoiceSchema,
  financeLineInputSchema,
  financeOptionsSchema,
  financePreviewInputSchema,
  financeRowSchema,
  financeSummarySchema,
} from './schemas/finance';
export type { FinanceApplyInput, FinanceDetail, FinanceFiguresView, FinanceOptions, FinanceRow, FinanceSummary } from './schemas/finance';
export { buyerPaidQuerySchema, financeCoreEndpoints, signupListQuerySchema, supplierFinanceQuerySchema } from './endpoints/finance-core';
export type { BuyerPaidQuery, SignupListQuery, SupplierFinanceQuery } from './endpoints/finance-core';
export {
  buyerPaidApplyInputSchema,
  buyerPaidCreditSchema,
  buyerPaidDetailSchema,
  buyerPaidEstimateLineSchema,
  buyerPaidEstimateSchema,
  buyerPaidFinancingSchema,
  buyerPaidOptionsSchema,
  buyerPaidPreviewInputSchema,
  buyerPaidRowSchema,
} from './schemas/buyer-paid';
export type {
  BuyerPaidApplyInput,
  BuyerPaidCredit,
  BuyerPaidDetail,
  BuyerPaidEstimate,
  BuyerPaidEstimateLine,
  BuyerPaidFinancing,
  BuyerPaidOptions,
  BuyerPaidPreviewInput,
  BuyerPaidRow,
} from './schemas/buyer-paid';
export {
  CUSTOMER_FILE_STATUSES,
  CUSTOMER_FILE_STATUS_LABEL,
  SIGNUP_FILE_ACTION_LABEL,
  fiHomeSchema,
  signupApplyInputSchema,
  signupOptionsSchema,
  signupProductSchema,
  signupResultSchema,
  signupRowSchema,
  supplierLimitRowSchema,
  supplierLimitsSchema,
} from './schemas/finance-core';
export type { FiHome, SignupApplyInput, SignupOptions, SignupProduct, SignupResult, SignupRow, SupplierLimitRow, SupplierLimits } from './schemas/finance-core';
export { productSupplierEndpoints, supplierProductQuerySchema } from './endpoints/product-suppliers';
export {
  PRODUCT_SUPPLIER_ACTIONS,
  PRODUCT_SUPPLIER_ACTION_LABEL,
  PRODUCT_SUPPLIER_SETTERS,
  SUPPLIER_PRODUCT_STATUSES,
  SUPPLIER_PRODUCT_STATUS_LABEL,
  productSupplierApplySchema,
  supplierProductSchema,
} from './schemas/product-supplier';
export type { ProductSupplierAction, ProductSupplierApplyInput, SupplierProduct, SupplierProductStatus } from './schemas/product-supplier';
export {
  APP_SCOPES,
  CREDIT_SCOPES,
  PART_TOO_MUCH,
  applicationListQuerySchema,
  contractOptionSchema,
  creditEndpoints,
  creditListQuerySchema,
  creditPartInputSchema,
  flowRecordQuerySchema,
  issueApplyInputSchema,
  issueLineInputSchema,
  productCoreCreditSchema,
  receiverSchema,
  returnApplyInputSchema,
  todoListQuerySchema,
  transferApplyInputSchema,
} from './endpoints/credits';
export type {
  ApplicationListQuery,
  ContractOption,
  CreditListQuery,
  CreditPartInput,
  FlowRecordQuery,
  IssueApplyInput,
  IssueLineInput,
  ProductCoreCredit,
  Receiver,
  ReturnApplyInput,
  TransferApplyInput,
} from './endpoints/credits';
export { distributionInputSchema, limitEndpoints } from './endpoints/limits';
export type { DistributionInput } from './endpoints/limits';
export {
  APP_STATUSES,
  APP_STATUS_LABEL,
  BIZ_TYPES,
  BIZ_TYPE_LABEL,
  CREDIT_STATUSES,
  CREDIT_STATUS_LABEL,
  PRODUCT_TYPES,
  TERMINAL_APP_STATUSES,
  TERMINAL_CREDIT_STATUSES,
  amountSchema,
  appNoSchema,
  applicationDetailSchema,
  applicationRowSchema,
  businessDateSchema,
  creditHomeSchema,
  creditLineSchema,
  creditNoSchema,
  creditSchema,
  creditSlipSchema,
  creditTreeNodeSchema,
  flowRecordSchema,
  limitLedgerEntrySchema,
  signedMoneySchema,
  todoSchema,
} from './schemas/credit';
export type {
  AccountRef,
  AppStatus,
  ApplicationDetail,
  ApplicationRow,
  BizType,
  CorpRef,
  Credit,
  CreditHome,
  CreditLine,
  CreditSlip,
  CreditStatus,
  CreditTreeNode,
  FlowRecord,
  HomeTile,
  IssueLine,
  ProductType,
  SubLimit,
  Todo,
} from './schemas/credit';
export { customerServiceEndpoints } from './endpoints/customer-service';
export { feedbackEndpoints } from './endpoints/feedback';
export { fileEndpoints } from './endpoints/files';
export { messageEndpoints, messagePageQuerySchema } from './endpoints/messages';
export { noticeEndpoints, noticePageQuerySchema } from './endpoints/notices';
export { HOLIDAY_REGION, referenceEndpoints } from './endpoints/reference';
export { repaymentEndpoints } from './endpoints/repayment';
export type { Repayment } from './endpoints/repayment';
export { shellCheckEndpoints } from './endpoints/shell-checks';
export { originalTextSchema, signingEndpoints } from './endpoints/signing';
export { SIGNING_ORIGINALS, SigningOriginalParamsError, signingAttachment, signingOriginalCall } from './endpoints/signing-originals';
export type { SigningAttachment, SigningBusinessType, SigningOriginalDef } from './endpoints/signing-originals';
export { cashConfirmInputSchema, cashEndpoints, cashPlanListQuerySchema, cashSubmitInputSchema } from './endpoints/cash';
export type { CashConfirmInput, CashPlanListQuery, CashSubmitInput } from './endpoints/cash';
export {
  CASH_LINE_STATUSES,
  CASH_LINE_STATUS_LABEL,
  CASH_PLAN_STATUSES,
  CASH_PLAN_STATUS_LABEL,
  CASH_VARIANTS,
  PAYEE_KIND_LABEL,
  PAYER_ACCOUNT_TYPE_LABEL,
  cashCalendarSchema,
  cashCheckSchema,
  cashLeafSchema,
  cashLineSchema,
  cashPlanSchema,
} from './schemas/cash';
export type {
  CashAccount,
  CashBucket,
  CashCalendar,
  CashCalendarDay,
  CashCheck,
  CashLeaf,
  CashLine,
  CashLineStatus,
  CashPlan,
  CashPlanStatus,
  CashVariant,
  PayerAccountType,
} from './schemas/cash';
export { STATISTICS_MONTHS, chainStatisticsSchema, coreStatisticsSchema, statisticsEndpoints } from './endpoints/statistics';
export type { ChainMonth, ChainStatistics, CoreMonth, CoreStatistics, CounterpartyFigure, FinancingFigure, TierFigure } from './endpoints/statistics';
export { surveyEndpoints } from './endpoints/survey';
export { ukeyEndpoints } from './endpoints/ukey';

// Entities of spec §3 (schemas where a caller parses or validates with them, types for the rest).
export { platformConfigASchema, platformConfigBSchema, platformConfigSchema } from './schemas/config';
export type { CustomerServiceConfig, PageConfig, PlatformConfig, PlatformConfigA, PlatformConfigB, PlatformParam, ProductConfig } from './schemas/config';
export { corpInfoSchema, grantedPaths, productCodeSchema, userInfoSchema } from './schemas/session';
export type { CorpInfo, GrantedMenuTree, MenuNode, ProductCode, Role, UserInfo } from './schemas/session';
export { accountProfileSchema, changeMobileRequestSchema, changePasswordRequestSchema, mobileCodeRequestSchema } from './schemas/account';
export type { AccountProfile, ChangeMobileRequest, ChangePasswordRequest, ChangePasswordResult, MobileCodeRequest } from './schemas/account';
export type { LoginRequest, PublicKey, SwitchRoleRequest, Token } from './schemas/auth';
export type { DictData, DictEntry, Issuer } from './schemas/reference';
export { MESSAGE_STATES, MESSAGE_STATE_LABEL, MESSAGE_TYPES, MESSAGE_TYPE_LABEL, messageLinkSchema } from './schemas/message';
export type { Message, MessageList, MessageQuery, MessageReadRequest, MessageReadResult, MessageState, MessageType } from './schemas/message';
export type { Notice, NoticeReadRequest } from './schemas/notice';
export { SURVEY_ANSWERED_MESSAGE, SURVEY_CODE, SURVEY_QUESTION_KINDS, SURVEY_TEXT_MAX, surveyAnswersSchema } from './schemas/survey';
export type { Survey, SurveyAnswers, SurveyOption, SurveyQuestion, SurveyQuestionKind, SurveySubmit, SurveySubmitResult } from './schemas/survey';
export type { AgreementText } from './schemas/agreement';
export { FEEDBACK_LIMITS } from './schemas/feedback';
export type { FeedbackInput, FeedbackRequest } from './schemas/feedback';
export { SERVICE_MESSAGE_LIMITS } from './schemas/customer-service';
export type { ServiceMessageInput, ServiceMessageReceipt, ServiceMessageRequest } from './schemas/customer-service';
export { fileRecordSchema } from './schemas/file';
export type {
  FileRecord,
  PresignedUrlRequest,
  PreviewRequest,
  PreviewResponse,
  ThumbnailType,
  UploadCallbackRequest,
  UploadPolicy,
  UploadPolicyRequest,
  UploadRulesConfig,
} from './schemas/file';
export { CERT_TYPES, DEFAULT_SIGNATURE_RULES, SIGN_ALGS, signaturePayloadSchema, signatureRulesSchema } from './schemas/signature';
export type { CertificateRegistration, SignaturePayload, SignatureRule } from './schemas/signature';
export type { SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyUnbindRequest } from './schemas/ukey';
export {
  UKEY_REQUEST_KINDS,
  UKEY_REQUEST_KIND_LABEL,
  UKEY_REQUEST_STATUSES,
  UKEY_REQUEST_STATUS_LABEL,
  ukeyDeleteRequestSchema,
} from './schemas/ukey-lifecycle';
export type {
  UkeyBill,
  UkeyBillList,
  UkeyCertificate,
  UkeyChangeRequest,
  UkeyDeleteRequest,
  UkeyRenewRequest,
  UkeyRenewResponse,
  UkeyRequest,
  UkeyRequestDetail,
  UkeyRequestId,
  UkeyRequestKind,
  UkeyRequestStatus,
} from './schemas/ukey-lifecycle';
export { BLACKLISTED_MESSAGE } from './schemas/blacklist';
export type { BlacklistParams, BlacklistRequest, BlacklistResult } from './schemas/blacklist';
export {
  COUNTERPARTY_DIRECTIONS,
  COUNTERPARTY_LOOKUPS,
  COUNTERPARTY_ROLES,
  COUNTERPARTY_ROLE_LABEL,
  COUNTERPARTY_STATUSES,
  COUNTERPARTY_STATUS_LABEL,
  counterpartyAddSchema,
  counterpartySchema,
} from './schemas/counterparty';
export type { Counterparty, CounterpartyAddInput, CounterpartyRole, CounterpartyStatus } from './schemas/counterparty';
export {
  BANK_ACCOUNT_TYPES,
  BANK_ACCOUNT_TYPE_LABEL,
  CORP_STATUS_LABEL,
  CORP_TYPE_LABEL,
  PRODUCT_LABEL,
  bankAccountSchema,
  enterpriseInfoSchema,
} from './schemas/enterprise';
export type { BankAccount, BankAccountType, EnterpriseInfo } from './schemas/enterprise';
export {
  DOC_KIND_LABEL,
  DOC_TYPES_OF,
  DOC_TYPE_LABEL,
  INVOICE_TYPES,
  INVOICE_TYPE_LABEL,
  OCCUPY_STATES,
  OCCUPY_STATE_LABEL,
  PACKAGE_PURPOSE_LABEL,
  PACKAGE_STATUS_LABEL,
  DATUM_VERDICT_LABEL,
  TRADE_MESSAGES,
  VERIFY_CHECK_LABEL,
  VERIFY_REASON_LABEL,
  VERIFY_STATUSES,
  VERIFY_STATUS_LABEL,
  checkCodeError,
  contractInputSchema,
  contractSchema,
  documentInputSchema,
  documentSchema,
  invoiceCodeError,
  invoiceInputSchema,
  invoiceNumberError,
  invoiceSchema,
  invoiceTotalError,
  packageDetailSchema,
  packageInputSchema,
  packageSummarySchema,
  tradePartySchema,
} from './schemas/trade-data';
export type {
  BackableCredit,
  ContractInput,
  DocKind,
  DocType,
  DocumentInput,
  InvoiceInput,
  InvoiceType,
  PackageDetail,
  PackageInput,
  PackagePurpose,
  PackageStatus,
  PackageSummary,
  TradeContract,
  TradeDocument,
  TradeFile,
  TradeInvoice,
  TradeParty,
  VerifyCheck,
  VerifyCheckResult,
  VerifyStatus,
} from './schemas/trade-data';
export { WIDE_THRESHOLD_PX, screenSizeFor, screenSizeSchema } from './schemas/session-state';
export type { ScreenSize } from './schemas/session-state';
export { signingSwitchSchema } from './schemas/checks';
export type { DatumVerdict, MandatoryAuth } from './schemas/checks';
export { DEFAULT_RETURN_ADDRESS, RETURN_ADDRESS_MAX_LENGTH, RETURN_PARAM, safeReturnAddress } from './return-address';
