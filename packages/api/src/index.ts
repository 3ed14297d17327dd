// @scf/api: the typed API client, its flows and SWR hooks. Pure subpaths: ./contract, ./money, ./validators.
// Endpoints live in the contract (`@scf/api/contract`): `client.call(ukeyEndpoints.list)`.
export { createClient } from './client/create-client';
export type { ApiClient } from './client/create-client';
export type { ClientOptions } from './client/transport';
export { ApiError, CLIENT_ERROR_CODE, NetworkError, ReplayError, RequestValidationError, ResponseShapeError, UnauthorizedError } from './client/errors';
export { DEFAULT_RETURN_ADDRESS, RETURN_ADDRESS_MAX_LENGTH, safeReturnAddress } from './contract/return-address';
export { TOKEN_STORAGE_KEY } from './client/token-store';
export { createNonce as createIdempotencyKey } from './client/nonce';
export { MESSAGES, NETWORK_ABNORMAL_MESSAGE } from './messages';
export { ENCRYPTION_ERROR_CODE, EncryptionError, OAEP_MAX_BYTES, encryptText } from './crypto/encrypt-text';

export { login, loginSuccessUrl, logout } from './flows/auth';
export type { LoginCaptcha } from './flows/auth';
export { uploadFile } from './flows/files';
export { ossPostForm } from './flows/oss-post-form';
export { fetchSigningOriginal } from './flows/signing-original';
export { loadSession } from './session/load-session';
export type { LoadedSession } from './session/load-session';
export { availableProducts } from './session/available-products';
export { roleState } from './session/role-state';

export { ApiProvider } from './hooks/api-provider';
export type { ApiProviderProps } from './hooks/api-provider';
export { MissingApiProviderError, useApiClient } from './hooks/use-api-client';
export { SWR_KEY_PREFIX, endpointCacheKey, isApiCacheKey, readsOf } from './hooks/swr-keys';
export { useEndpoint } from './hooks/use-endpoint';
export { bootFallback } from './hooks/boot-fallback';
export { useCustomerService } from './hooks/use-customer-service';
export { useDicts } from './hooks/use-dicts';
export { useHolidays } from './hooks/use-holidays';
export { useIssuers } from './hooks/use-issuers';
export { usePageConfig } from './hooks/use-page-config';
export { usePlatformParam } from './hooks/use-platform-param';
export { useReleasedNotices } from './hooks/use-released-notices';
export { usePlatformConfig } from './hooks/use-platform-config';
export { useProductConfig } from './hooks/use-product-config';
export { UNREAD_QUERY, useUnreadCount } from './hooks/use-unread-count';
export { useTodoCount } from './hooks/use-todo-count';
