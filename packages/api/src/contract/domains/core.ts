// The request protocol and the catalogues: the signature, headers, envelope, endpoint definitions and paging, the
// boot data, roles, the route catalogue, the product table and the return address.
export { canonicalRequest, queryPairs, requestSign, sortedQuery } from '../sign';
export type { QueryPairs } from '../sign';
export { COOKIE, HEADER, NONCE_PATTERN, SYSTEM_TYPE, TIMESTAMP_WINDOW_MS } from '../headers';
export { ERROR_CODE, SUCCESS_CODE, SYSTEM_ERROR_CODE, anyEnvelope, envelope } from '../envelope';
export type { Envelope, ErrorCode } from '../envelope';
export { CORP_TYPE, ROLE, ROLE_LABEL, SOFT_KEY_NOT_GRANTED, SOFT_KEY_ROLES, homePath } from '../roles';
export type { CorpType, RoleCode } from '../roles';
export { AREA_TITLE, SIDE_TITLE, BASE_PATH, LOGGED_IN_PATHS, PUBLIC_PATHS, ROUTES, findRoute } from '../routes';
export type { RouteAccess, RouteArea, RouteDef } from '../routes';
export { APPROVAL_ORIGINAL, BIZ_TYPE_TABLE, approvalOriginalOf, bizPrefix } from '../biz-types';
export {
  LEDGER_PRODUCTS,
  PRODUCTS,
  PRODUCT_CODES,
  VOUCHER_FINANCE_MODES,
  creditPrefixOf,
  inProductArea,
  productLabel,
  productOfArea,
  productOfPath,
  productPath,
} from '../products';
export type { ConfiguredNames, LedgerProduct, ProductArea, ProductFacts, ProductLabelSource, ProductNameField, VoucherFinanceMode } from '../products';
export { LIVE_EVENTS_PATH, OPENAPI_PATH, endpointKey, fillPath, get, pathSegmentSchema, post, routerPath, upload } from '../endpoint';
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
} from '../endpoint';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS, filterText, pageOf, pageWindow, pagedQuery } from '../paging';
export type { Page, SortOrder } from '../paging';
export { ENDPOINT_MODULES, allEndpoints } from '../endpoints/all';
export { BOOT_DATA_ID, bootDataElement, bootDataSchema, readBootData } from '../boot';
export type { BootData } from '../boot';
export { DEFAULT_RETURN_ADDRESS, RETURN_ADDRESS_MAX_LENGTH, RETURN_PARAM, safeReturnAddress } from '../return-address';
