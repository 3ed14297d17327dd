import { EXPORT_TEXT } from '@scf/api/contract';
import { ApiError } from '../../platform/api-error';

/** The refusals of §16.6 (business refusals are HTTP 200 with their own code; the stale link is a 410 the browser shows). */
export const exportRefusal = {
  tooMany: () => new ApiError(200, 'EXPORT_TOO_MANY_ROWS', EXPORT_TEXT.tooMany),
  userLimit: () => new ApiError(200, 'EXPORT_LIMIT', EXPORT_TEXT.userLimit),
  corpLimit: () => new ApiError(200, 'EXPORT_LIMIT', EXPORT_TEXT.corpLimit),
  noAccess: () => new ApiError(200, 'EXPORT_NO_ACCESS', EXPORT_TEXT.noAccess),
  linkExpired: () => new ApiError(410, 'EXPORT_LINK_EXPIRED', EXPORT_TEXT.linkExpired),
  notReady: () => new ApiError(200, 'STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试'),
  notFound: () => new ApiError(404, 'NOT_FOUND', '导出任务不存在'),
  demoOnly: () => new ApiError(200, 'DEMO_ONLY', '仅演示环境可用'),
};
