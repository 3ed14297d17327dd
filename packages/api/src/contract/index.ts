// @scf/api/contract: pure, network-free contract shared by the portal and the server.
export { canonicalRequest, queryPairs, requestSign, sortedQuery } from './sign';
export type { QueryPairs } from './sign';
export { COOKIE, HEADER, NONCE_PATTERN, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS } from './headers';
export { ERROR_CODE, SUCCESS_CODE, SYSTEM_ERROR_CODE, anyEnvelope, envelope } from './envelope';
export type { Envelope, ErrorCode } from './envelope';
export { CORP_TYPE, ROLE, ROLE_LABEL, homePath } from './roles';
export type { CorpType, RoleCode } from './roles';
export { AREA_TITLE, BASE_PATH, LOGGED_IN_PATHS, PUBLIC_PATHS, ROUTES, findRoute } from './routes';
export type { RouteAccess, RouteArea, RouteDef } from './routes';
export {
  configKeyRequestSchema,
  corpInfoSchema,
  customerServiceConfigSchema,
  dictEntrySchema,
  dictRequestSchema,
  dictResponseSchema,
  grantedMenuTreeSchema,
  grantedPaths,
  holidayRequestSchema,
  holidayResponseSchema,
  issuerListSchema,
  issuerSchema,
  loginRequestSchema,
  menuNodeSchema,
  messageCountSchema,
  messageQuerySchema,
  pageConfigSchema,
  platformConfigASchema,
  platformConfigBSchema,
  platformConfigSchema,
  platformParamSchema,
  productCodeSchema,
  productConfigSchema,
  publicKeySchema,
  roleSchema,
  switchRoleRequestSchema,
  tokenSchema,
  userInfoSchema,
} from './schemas';
export type {
  CorpInfo,
  CustomerServiceConfig,
  DictData,
  DictEntry,
  GrantedMenuTree,
  Issuer,
  LoginRequest,
  MenuNode,
  MessageQuery,
  PageConfig,
  PlatformConfig,
  PlatformConfigA,
  PlatformConfigB,
  PlatformParam,
  ProductCode,
  ProductConfig,
  PublicKey,
  Role,
  SwitchRoleRequest,
  Token,
  UserInfo,
} from './schemas';
