/** The key routes of spec §2 (below /cv3), and the links between them. */
export const UKEY_PATHS = {
  list: '/my/enterprise-info/ukey/list',
  apply: '/my/enterprise-info/ukey/apply',
  applyDetail: '/my/enterprise-info/ukey/apply-detail',
  add: '/my/enterprise-info/ukey/add',
  change: '/my/enterprise-info/ukey/change',
  delete: '/my/enterprise-info/ukey/delete',
  update: '/my/enterprise-info/ukey/update',
  download: '/my/enterprise-info/ukey/download',
  bill: '/my/enterprise-info/ukey/bill',
} as const;

export const applyDetailHref = (requestId: string): string => `${UKEY_PATHS.applyDetail}?requestId=${encodeURIComponent(requestId)}`;
export const changeHref = (ukeyNo: string): string => `${UKEY_PATHS.change}?ukeyNo=${encodeURIComponent(ukeyNo)}`;
export const deleteHref = (ukeyNo: string): string => `${UKEY_PATHS.delete}?ukeyNo=${encodeURIComponent(ukeyNo)}`;
