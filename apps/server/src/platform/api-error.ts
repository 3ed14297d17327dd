import { ERROR_CODE, SYSTEM_ERROR_CODE } from '@scf/api/contract';

/**
 * A rejected request with a stable machine `code` (contract ERROR_CODE) and a Chinese message for the user.
 * `status` is the HTTP status: 4xx for security rejections, 200 for business refusals the UI shows inline.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Not in the contract's ERROR_CODE (packages/api is not this to change); stable all the same. */
export const IDEMPOTENCY_MISMATCH = 'IDEMPOTENCY_MISMATCH';

export const fail = {
  badRequest: (message = '请求参数不正确') => new ApiError(400, ERROR_CODE.badRequest, message),
  signMismatch: () => new ApiError(400, ERROR_CODE.signMismatch, '请求签名校验失败'),
  clockSkew: () => new ApiError(400, ERROR_CODE.clockSkew, '请求时间与服务器时间相差过大，请校准后重试'),
  replay: () => new ApiError(409, ERROR_CODE.replay, '重复的请求'),
  xsrf: () => new ApiError(403, ERROR_CODE.xsrf, '页面已过期，请刷新后重试'),
  crossSite: () => new ApiError(403, ERROR_CODE.crossSite, '不允许的跨站请求'),
  contentType: () => new ApiError(415, ERROR_CODE.contentType, '仅支持 application/json 请求'),
  unauthenticated: () => new ApiError(401, ERROR_CODE.unauthenticated, '登录已失效，请重新登录'),
  forbidden: () => new ApiError(403, ERROR_CODE.forbidden, '您没有访问该功能的权限'),
  notFound: (message = '请求的资源不存在') => new ApiError(404, ERROR_CODE.notFound, message),
  badCredentials: () => new ApiError(200, ERROR_CODE.badCredentials, '用户名或密码错误'),
  // security.md §3.2: a mutating business call without its key is refused (400); a key reused for another request
  // is 422, its own code so a client can tell it from a validation failure.
  idempotencyKeyMissing: () => new ApiError(400, ERROR_CODE.badRequest, '缺少请求幂等键（Idempotency-Key）'),
  idempotencyKeyInvalid: () => new ApiError(400, ERROR_CODE.badRequest, '请求幂等键（Idempotency-Key）格式不正确'),
  idempotencyMismatch: () => new ApiError(422, IDEMPOTENCY_MISMATCH, '该幂等键已用于内容不同的请求，请重新发起操作'),
};

/** What an unexpected error looks like to the client: spec §8's generic code, details only in the log. */
export const SYSTEM_ERROR = { status: 500, code: SYSTEM_ERROR_CODE, message: '网络异常，请稍后重试，或联系7*24小时在线客服' } as const;
