// @scf/api: the typed API client, its endpoint groups and SWR hooks. Pure subpaths: ./contract, ./money, ./validators.
export { createClient } from './client/create-client';
export type { ApiClient } from './client/create-client';
export type { CallOptions, ClientOptions, HttpMethod } from './client/transport';
export { ApiError, CLIENT_ERROR_CODE, NetworkError, ReplayError, RequestValidationError, ResponseShapeError, UnauthorizedError } from './client/errors';
export { DEFAULT_RETURN_ADDRESS, RETURN_ADDRESS_MAX_LENGTH, safeReturnAddress } from './client/return-address';
export { TOKEN_STORAGE_KEY } from './client/token-store';
export { MESSAGES, NETWORK_ABNORMAL_MESSAGE } from './messages';
export { ENCRYPTION_ERROR_CODE, EncryptionError, OAEP_MAX_BYTES, encryptText } from './crypto/encrypt-text';

export { loadSession } from './session/load-session';
export type { LoadedSession } from './session/load-session';
export { availableProducts } from './session/available-products';
export { roleState } from './session/role-state';

export { AGREEMENT_PATH } from './endpoints/agreement';
export type { AgreementApi } from './endpoints/agreement';
export { AUTH_PATH } from './endpoints/auth';
export type { AuthApi } from './endpoints/auth';
export { blacklistPath } from './endpoints/blacklist';
export type { BlacklistApi } from './endpoints/blacklist';
export { CA_PATH } from './endpoints/ca';
export type { CaApi } from './endpoints/ca';
export { CONFIG_KEY, CONFIG_PATH } from './endpoints/config';
export type { ConfigApi } from './endpoints/config';
export { CORP_PATH } from './endpoints/corp';
export type { CorpApi } from './endpoints/corp';
export { CREDITS_PATH } from './endpoints/credits';
export type { CreditsApi } from './endpoints/credits';
export { DICT_PATH } from './endpoints/dict';
export type { DictApi } from './endpoints/dict';
export { FEEDBACK_PATH } from './endpoints/feedback';
export type { FeedbackApi } from './endpoints/feedback';
export { FILES_PATH } from './endpoints/files';
export { ossPostForm } from './endpoints/oss-post-form';
export type { FilesApi } from './endpoints/files';
export { HOLIDAY_REGION, HOLIDAYS_PATH } from './endpoints/holidays';
export type { HolidaysApi } from './endpoints/holidays';
export { MESSAGES_PATH } from './endpoints/messages';
export type { MessagesApi } from './endpoints/messages';
export { NOTICES_PATH } from './endpoints/notices';
export type { NoticesApi } from './endpoints/notices';
export type { SigningApi } from './endpoints/signing';
export { fetchSigningOriginal } from './endpoints/signing-original';
export type { Caller } from './endpoints/signing-original';
export { UKEY_PATH } from './endpoints/ukey';
export type { UkeyApi } from './endpoints/ukey';

export { ApiProvider } from './hooks/api-provider';
export type { ApiProviderProps } from './hooks/api-provider';
export { MissingApiProviderError, useApiClient } from './hooks/use-api-client';
export { SWR_KEY, SWR_KEY_PREFIX, isApiCacheKey } from './hooks/swr-keys';
export { useCustomerService } from './hooks/use-customer-service';
export { useDicts } from './hooks/use-dicts';
export { useHolidays } from './hooks/use-holidays';
export { useIssuers } from './hooks/use-issuers';
export { usePageConfig } from './hooks/use-page-config';
export { usePlatformParam } from './hooks/use-platform-param';
export { useReleasedNotices } from './hooks/use-released-notices';
export { usePlatformConfig } from './hooks/use-platform-config';
export { useProductConfig } from './hooks/use-product-config';
export { useUnreadCount } from './hooks/use-unread-count';

// Entity types, re-exported so hosts of the client need only one import.
export type {
  CorpInfo,
  CustomerServiceConfig,
  DictData,
  FeedbackRequest,
  FileRecord,
  GrantedMenuTree,
  Issuer,
  Notice,
  NoticePage,
  NoticePageRequest,
  PageConfig,
  PlatformConfig,
  PlatformParam,
  PreviewRequest,
  PreviewResponse,
  ProductCode,
  ProductConfig,
  PublicKey,
  Token,
  UploadPolicy,
  UserInfo,
} from './contract';
// Kept for compatibility with the first skeleton.
export { requestSign } from './contract/sign';
