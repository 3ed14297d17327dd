import type { ApiRoute } from '../http/route-def';

/** Key lifecycle (申请记录, 更换, 注销, 证书更新/下载, 账单): see @scf/api/contract ukey-lifecycle. */
export const UKEY_LIFECYCLE_ROUTES: readonly ApiRoute[] = [];
