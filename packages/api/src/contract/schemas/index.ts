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
