// Entity and request/response schemas of spec §3 and §7, shared by the client and the server.
export { loginRequestSchema, publicKeySchema, switchRoleRequestSchema, tokenSchema } from './auth';
export type { LoginRequest, PublicKey, SwitchRoleRequest, Token } from './auth';
export { corpInfoSchema, grantedMenuTreeSchema, grantedPaths, menuNodeSchema, productCodeSchema, roleSchema, userInfoSchema } from './session';
export type { CorpInfo, GrantedMenuTree, MenuNode, ProductCode, Role, UserInfo } from './session';
export {
  configKeyRequestSchema,
  customerServiceConfigSchema,
  pageConfigSchema,
  platformConfigASchema,
  platformConfigBSchema,
  platformConfigSchema,
  platformParamSchema,
  productConfigSchema,
} from './config';
export type { CustomerServiceConfig, PageConfig, PlatformConfig, PlatformConfigA, PlatformConfigB, PlatformParam, ProductConfig } from './config';
export {
  dictEntrySchema,
  dictRequestSchema,
  dictResponseSchema,
  holidayRequestSchema,
  holidayResponseSchema,
  issuerListSchema,
  issuerSchema,
  messageCountSchema,
  messageQuerySchema,
} from './reference';
export type { DictData, DictEntry, Issuer, MessageQuery } from './reference';
export {
  noticeListSchema,
  noticePageRequestSchema,
  noticePageSchema,
  noticeReadRequestSchema,
  noticeReleaseListRequestSchema,
  noticeSchema,
  pageCondSchema,
  pageQuerySchema,
} from './notice';
export type { Notice, NoticePage, NoticePageRequest, NoticeReadRequest, NoticeReleaseListRequest, PageCond, PageQuery } from './notice';
export { agreementCreateRequestSchema, agreementCreateResponseSchema, agreementExistsSchema, agreementTextSchema } from './agreement';
export type { AgreementText } from './agreement';
export { FEEDBACK_LIMITS, feedbackRequestSchema } from './feedback';
export type { FeedbackRequest } from './feedback';
export {
  fileRecordSchema,
  presignedUrlRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  thumbnailTypeSchema,
  uploadPolicyRequestSchema,
  uploadPolicySchema,
} from './file';
export type { FileRecord, PresignedUrlRequest, PreviewRequest, PreviewResponse, ThumbnailType, UploadPolicy, UploadPolicyRequest } from './file';
export { certificateRegistrationSchema, signaturePayloadSchema } from './signature';
export type { CertificateRegistration, SignaturePayload } from './signature';
export { softCertRequestSchema, softCertResponseSchema, ukeyBindRequestSchema, ukeyBindingListSchema, ukeyBindingSchema, ukeyUnbindRequestSchema } from './ukey';
export type { SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyUnbindRequest } from './ukey';
export {
  UKEY_REQUEST_KINDS,
  UKEY_REQUEST_KIND_LABEL,
  UKEY_REQUEST_STATUSES,
  UKEY_REQUEST_STATUS_LABEL,
  ukeyBillListSchema,
  ukeyBillSchema,
  ukeyCertificateSchema,
  ukeyChangeRequestSchema,
  ukeyDeleteRequestSchema,
  ukeyRenewRequestSchema,
  ukeyRenewResponseSchema,
  ukeyRequestDetailSchema,
  ukeyRequestIdSchema,
  ukeyRequestListSchema,
  ukeyRequestSchema,
} from './ukey-lifecycle';
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
} from './ukey-lifecycle';
export { blacklistParamsSchema, blacklistRequestSchema } from './blacklist';
export type { BlacklistParams, BlacklistRequest } from './blacklist';
export { WIDE_THRESHOLD_PX, screenSizeFor, screenSizeSchema, sessionStateSchema } from './session-state';
export type { ScreenSize, SessionState } from './session-state';
export { datumVerdictSchema, mandatoryAuthSchema, signingSwitchSchema } from './checks';
export type { DatumVerdict, MandatoryAuth } from './checks';
